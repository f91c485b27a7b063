import { useRequestNotices } from './use-request-notices.js';

/** Renders nothing: it only watches the player's requests (loaded after the page, on its own). */
export default function RequestNotices({ owner }: { owner: string }) {
  useRequestNotices(owner);
  return null;
}
