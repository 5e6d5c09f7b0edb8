import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@/ui';
import { decideAdonaiUsersAccess, type AccessDecision, allSalesUsers } from '@/services/admin';
import { readStoredEmail } from '@/services/auth';
import { SIGN_IN_PATH, UNAUTHORIZED_PATH } from '../paths';

/**
 * The guard of dashboard/adonai-users (specification section 4): asks for the sales-user list each
 * time the route is entered and never shows the page before the answer.
 */
export function AdonaiUsersGuard() {
  const location = useLocation();
  const [decision, setDecision] = useState<{ key: string; value: AccessDecision } | null>(null);

  useEffect(() => {
    let current = true;
    const storedEmail = readStoredEmail();
    const settle = (value: AccessDecision) => {
      if (current) setDecision({ key: location.key, value });
    };
    if (storedEmail === null) {
      settle(decideAdonaiUsersAccess(null, { ok: true, body: [] }));
    } else {
      allSalesUsers().then(
        (body) => settle(decideAdonaiUsersAccess(storedEmail, { ok: true, body })),
        (error: unknown) =>
          settle(decideAdonaiUsersAccess(storedEmail, { ok: false, reason: String(error) })),
      );
    }
    return () => {
      current = false;
    };
  }, [location.key]);

  if (!decision || decision.key !== location.key) return <LoadingState label="Checking your access…" />;
  if (decision.value === 'allow') return <Outlet />;
  if (decision.value === 'unauthorized') return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname }} />;
}
