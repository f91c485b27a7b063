import { Alert } from '../../../components/ui/alert.js';
import type { Pause } from '../api/play-view.js';
import { useGetResponsiblePlayQuery } from '../api/responsible-play-api.js';
import { istWhen } from '../model/ist-when.js';
import { pauseMessage, usePlayNoticesText } from '../play-notices.strings.js';

/** The break's notice: what is closed, until when, and that withdrawals stay open. */
export function PauseNotice({ pause }: { pause: Pause }) {
  const t = usePlayNoticesText();
  return <Alert kind="info">{pauseMessage(t, pause.kind, istWhen(pause.until))}</Alert>;
}

/** The notice for the ticket panel during a break, or null (also while the settings are read). */
export function usePauseMessage(): string | null {
  const t = usePlayNoticesText();
  const { data: view } = useGetResponsiblePlayQuery();
  return view?.pause ? pauseMessage(t, view.pause.kind, istWhen(view.pause.until)) : null;
}
