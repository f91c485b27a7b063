import { describeEventStoreContract } from '../event-store.contract.js';
import { InMemoryEventStore } from './in-memory-event-store.js';

describeEventStoreContract('in-memory', async () => {
  const store = new InMemoryEventStore();
  return {
    store,
    alterEvent: async (streamId, version) => {
      store.tamperWithEvent(streamId, version, (e) => {
        e.data = { ...e.data, amount: 1_000_000 };
      });
      return version;
    },
    removeEvent: async (streamId, version) => {
      store.deleteEvent(streamId, version);
      return version;
    },
    dispose: () => store.close(),
  };
});
