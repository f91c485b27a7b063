import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { readTokens } from '../../lib/session-storage.js';
import './not-found.css';

/** 404: Go Home picks the home of the stored token (admin first), Go Back steps back. */
export function NotFound() {
  const navigate = useNavigate();
  const goHome = () => {
    const { adminToken, userToken } = readTokens();
    navigate(adminToken ? '/admin/dashboard' : userToken ? '/dashboard' : '/');
  };
  return (
    <main className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="not-found-actions">
        <Button onClick={goHome}>Go Home</Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
