import { useLocation, useNavigate } from 'react-router';
import { CreateProfileForm } from '../../features/profile/components/create-profile-form.js';
import { storeProfileUpdated } from '../../lib/session-storage.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { profileCompleted, selectSession } from '../session/session-slice.js';

/** The email arrives as navigation state; a reload falls back on the stored session's. */
export function CreateProfileRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const stateEmail = (location.state as { email?: string } | null)?.email;
  const email = stateEmail ?? (session.type === 'user' ? session.email : '');
  const onCompleted = () => {
    storeProfileUpdated(true);
    navigate('/dashboard', { replace: true });
    dispatch(profileCompleted());
  };
  return <CreateProfileForm email={email} onCompleted={onCompleted} />;
}
