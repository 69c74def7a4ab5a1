/**
 * Password policy, shared by the server (enforces) and the web (hints): a minimum length, a
 * generous maximum so that pass-phrases fit, and a refusal of the most common passwords.
 */
export const PASSWORD_MIN = 8;
/** Long pass-phrases are welcome; this only keeps one request from costing a lot of hashing. */
export const PASSWORD_MAX = 1024;

/** Passwords that show up first in every leaked list, plus local favourites; compared case-insensitively. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '99999999',
  '12341234',
  '11223344',
  '12121212',
  '123123123',
  '1234512345',
  '147258369',
  '123456789a',
  '12345678a',
  'a12345678',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1qaz2wsx',
  'zaq12wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'asdfghjk',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pa$$word',
  'password!',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'whatever',
  'trustno1',
  'superman',
  'starwars',
  'welcome1',
  'welcome123',
  'letmein1',
  'master12',
  'michael1',
  'computer',
  'internet',
  'dragon12',
  'monkey12',
  'shadow12',
  'admin123',
  'admin1234',
  'administrator',
  'admin@123',
  'admin@123456',
  'root1234',
  'changeme',
  'changeme1',
  'default1',
  'test1234',
  'testtest',
  'guest123',
  'user1234',
  'login123',
  'secret12',
  'matkhau1',
  'matkhau123',
  'anhyeuem',
  'anhyeuem1',
  'emyeuanh',
  'vietnam1',
  'vietnam123',
  'saigon123',
  'hanoi123',
  'thaco123',
  'thaco@123',
  'thaco2024',
  'thaco2025',
  'thaco2026',
  'truonghai',
  'demo@123456',
  'abc@1234',
  'abc@12345',
  'qwe@1234',
  'qwerty@123',
  'aa123456',
  'a1234567',
  'qazwsxedc',
  'asdf1234',
  'zxcv1234',
]);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'sameAsUsername';

/** Null when the password is acceptable, otherwise why not. Length counts characters, not bytes. */
export function passwordProblem(password: string, username?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'common';
  if (username && lower === username.toLowerCase()) return 'sameAsUsername';
  return null;
}
