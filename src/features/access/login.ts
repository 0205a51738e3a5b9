import { login } from '@/lib/api-client';
import { logError } from '@/lib/log';

/** Once per app start with a stored id; the result is only logged (spec shows no handling). */
export function sendLogin(id: string | null): void {
  if (!id) return;
  login(id).then(
    () => console.info('[toolkit] login recorded'),
    (error) => logError('login', error),
  );
}
