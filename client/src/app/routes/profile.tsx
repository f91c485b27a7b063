import { ProfileDetails } from '../../features/profile/components/profile-details.js';
import { useAppSelector } from '../hooks.js';
import { selectSession } from '../session/session-slice.js';
import { useSessionActions } from '../session/use-session-actions.js';
import { useAppText } from '../app.strings.js';
import { TitledPage } from './pages.js';

/** Profile page; a password change hands back this browser's new session token. */
export default function ProfileRoute() {
  const t = useAppText();
  const { renewUserSession } = useSessionActions();
  const session = useAppSelector(selectSession);
  const email = session.type === 'user' ? session.email : '';
  return (
    <>
      <TitledPage title={t('nav.profile')} />
      <ProfileDetails
        onSessionRenewed={(reply) =>
          renewUserSession({
            token: reply.token,
            email: reply.user?.email ?? email,
            isProfileUpdated: Boolean(reply.isProfileUpdated ?? reply.user?.isProfileUpdated ?? true),
          })
        }
      />
    </>
  );
}
