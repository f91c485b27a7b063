import { useGetProfileQuery } from '../../features/profile/api/profile-api.js';
import { WithdrawPage } from '../../features/money-requests/components/withdraw-page.js';

/** The Withdraw page with the player's available money balance from the profile. */
export function WithdrawRoute() {
  const { data } = useGetProfileQuery();
  return <WithdrawPage available={data ? Number(data.current_balance) : null} />;
}
