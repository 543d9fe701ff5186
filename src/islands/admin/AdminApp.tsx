/**
 * The admin page (docs/product.md §2 Admin, §4 "Admin screen: loading, then login form,
 * then dashboard"): checks the session, shows the login card or the dashboard,
 * and warns before the session ends (30 minutes idle, 12 hours in all), with
 * 'Stay signed in'. Rendered only in the browser (client:only): nothing of it is
 * in the built HTML, and its JavaScript loads only on /admin.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { adminAppMessages, adminCommonMessages } from '~/i18n/en/admin';
import Toaster from '~/islands/shared/dialogs/Toaster';
import { toast } from '~/stores/toasts';
import type { SessionInfo, SessionLookup, SessionResponse } from '~/lib/api-types';
import { api, ApiError, onSessionChange } from './api';
import LoginForm from './LoginForm';
import AdminDashboard from './AdminDashboard';
import SessionWarning from './SessionWarning';

/** Warn this long before the session ends. */
export const WARN_BEFORE_MS = 2 * 60_000;
/** Re-check the clock this often (docs/product.md §9 "auto-refresh tick every 30 s"); timers sleep in background tabs. */
const TICK_MS = 30_000;

interface Timing {
  /** Local ms at which the session ends unless used. */
  endsAt: number;
  /** Local ms of the 12-hour limit. */
  limitAt: number;
}

/** Turn the server's times into local ones using only its "seconds left", so a wrong local clock does not matter. */
function timingOf(session: SessionInfo): Timing {
  const now = Date.now();
  const limitAfterEnd = Date.parse(session.absoluteExpiresAt) - Date.parse(session.expiresAt);
  return { endsAt: now + session.expiresIn * 1000, limitAt: now + session.expiresIn * 1000 + Math.max(0, limitAfterEnd) };
}

export default function AdminApp() {
  const common = useStore(adminCommonMessages);
  const [phase, setPhase] = useState<'loading' | 'login' | 'dashboard'>('loading');
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [timing, setTiming] = useState<Timing | null>(null);
  const [warning, setWarning] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const dismissedFor = useRef<number | null>(null);
  // Current values for the dialog's onClose, which can run after a re-render.
  const warningRef = useRef(warning);
  warningRef.current = warning;
  const timingRef = useRef(timing);
  timingRef.current = timing;

  const start = useCallback((next: SessionInfo) => {
    setSession(next);
    setTiming(timingOf(next));
    setNotice(null);
    setWarning(false);
    dismissedFor.current = null;
    setPhase('dashboard');
  }, []);

  const end = useCallback((message: string | null) => {
    setSession(null);
    setTiming(null);
    setWarning(false);
    setNotice(message);
    setPhase('login');
  }, []);

  // docs/product.md §7 "get the current session".
  useEffect(() => {
    let live = true;
    api<SessionLookup>('/api/auth/session')
      .then(async ({ session: current }) => {
        if (!live) return;
        if (current?.isAdmin) return start(current);
        // docs/product.md §4: signed in without an admin record → denied and signed out.
        if (current) await api('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
        end(null);
      })
      .catch((err) => {
        console.error('session check failed', err);
        if (live) end(null);
      });
    return () => {
      live = false;
    };
  }, [start, end]);

  // Every admin answer says how long the session has left; a 401 means it has ended.
  useEffect(() => {
    onSessionChange((secondsLeft) => {
      if (secondsLeft === null) {
        end(adminAppMessages.get().sessionEnded);
        return;
      }
      setTiming((t) => (t ? { ...t, endsAt: Math.min(Date.now() + secondsLeft * 1000, t.limitAt) } : t));
    });
    return () => onSessionChange(null);
  }, [end]);

  // The expiry clock.
  useEffect(() => {
    if (phase !== 'dashboard' || !timing) return;
    const check = () => {
      const left = timing.endsAt - Date.now();
      if (left <= 0) {
        // Ask the server: another tab may have kept the session alive.
        api<SessionLookup>('/api/auth/session')
          .then(({ session: current }) => (current?.isAdmin ? start(current) : end(adminAppMessages.get().sessionExpired)))
          .catch(() => end(adminAppMessages.get().sessionExpired));
      } else if (left <= WARN_BEFORE_MS && dismissedFor.current !== timing.endsAt) {
        setWarning(true);
      } else if (left > WARN_BEFORE_MS) {
        setWarning(false);
      }
    };
    check();
    const left = timing.endsAt - Date.now();
    const timers = [setTimeout(check, Math.max(0, left - WARN_BEFORE_MS) + 50), setTimeout(check, Math.max(0, left) + 500)];
    const tick = setInterval(check, TICK_MS);
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(tick);
    };
  }, [phase, timing, start, end]);

  const stay = async () => {
    setRefreshing(true);
    try {
      const { session: next } = await api<SessionResponse>('/api/auth/refresh', { method: 'POST' });
      start(next);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) end(adminAppMessages.get().sessionEnded);
      else console.error('refresh failed', err);
    } finally {
      setRefreshing(false);
    }
  };

  // The server clears the cookie in every answer it gives (docs/product.md §11); only when no
  // answer came is this browser perhaps still signed in, and the page says so rather than pretend.
  const signOut = async () => {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch (err) {
      console.error('sign out failed', err);
      const t = adminAppMessages.get();
      toast({ title: t.signOutFailed, description: t.signOutUnreachable, variant: 'destructive' });
      return;
    }
    end(adminAppMessages.get().signedOut);
  };

  return (
    <>
      {phase === 'loading' && (
        <div className="mx-auto max-w-md px-4 py-16 text-center">
          <p role="status" className="text-lg text-slate-700">
            {common.loading}
          </p>
        </div>
      )}
      {phase === 'login' && <LoginForm notice={notice} onSignedIn={start} />}
      {phase === 'dashboard' && session && (
        <>
          <AdminDashboard email={session.user.email} onSignOut={() => void signOut()} />
          {timing && (
            <SessionWarning
              open={warning}
              endsAt={timing.endsAt}
              atLimit={timing.limitAt - timing.endsAt < 1000}
              busy={refreshing}
              onStay={() => void stay()}
              onSignOut={() => void signOut()}
              onDismiss={() => {
                // Closed by the admin (Escape, Continue) rather than by 'Stay signed in': do not ask again for this expiry.
                if (warningRef.current && timingRef.current) dismissedFor.current = timingRef.current.endsAt;
                setWarning(false);
              }}
            />
          )}
        </>
      )}
      <Toaster />
    </>
  );
}
