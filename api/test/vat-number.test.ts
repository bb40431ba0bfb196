/**
 * The customer's optional VAT number (issue 22): sign-up and Account Info accept `vat_number`,
 * normalise it, refuse an invalid one with a 400 on field vat_number, and the user DTO returns it.
 */
import { VAT_NUMBER_MESSAGE } from '@serena/domain';
import { describe, expect, it } from 'vitest';
import {
  approvedAccount,
  backends,
  call,
  registration,
  signIn,
  uniqueEmail,
  useAuthApp,
} from './auth-app.js';

describe.each(backends)('vat_number on %s', (backend) => {
  const t = useAuthApp(backend);
  const register = (body: unknown) => call(t.app, 'POST', '/api/auth/user/register', { body });

  it('sign-up stores a valid VAT number normalised and returns it in the user DTO', async () => {
    const email = uniqueEmail('vat');
    const id = await approvedAccount(t, registration({ email, vat_number: 'ie 638-8047v' }));
    const { token } = await signIn(t, email);
    const me = await call(t.app, 'GET', '/api/auth/user/loggedin', { token });
    expect((me.body.data as { id: number; vat_number: string }).id).toBe(id);
    expect((me.body.data as { vat_number: string }).vat_number).toBe('IE6388047V');
  });

  it('sign-up refuses an invalid VAT number with a 400 on field vat_number', async () => {
    for (const vat_number of ['IE123', 'US123456789', 12345]) {
      const res = await register(registration({ email: uniqueEmail('vat'), vat_number }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'vat_number', message: VAT_NUMBER_MESSAGE }]);
    }
  });

  it('sign-up without a VAT number leaves it null', async () => {
    const email = uniqueEmail('vat');
    await approvedAccount(t, registration({ email }));
    const { token } = await signIn(t, email);
    const me = await call(t.app, 'GET', '/api/auth/user/loggedin', { token });
    expect((me.body.data as { vat_number: unknown }).vat_number).toBeNull();
  });

  it('Account Info sets, refuses and clears the VAT number', async () => {
    const email = uniqueEmail('vat');
    const id = await approvedAccount(t, registration({ email }));
    const { token } = await signIn(t, email);
    const update = (body: unknown) =>
      call(t.app, 'PUT', `/api/auth/user/update/${id}`, { token, body });
    const set = await update({ vat_number: 'GB 980 7806 84' });
    expect(set.status).toBe(200);
    expect((set.body.data as { vat_number: string }).vat_number).toBe('GB980780684');
    const bad = await update({ vat_number: 'IE6388047X', full_name: 'Jane Changed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'vat_number', message: VAT_NUMBER_MESSAGE }]);
    const cleared = await update({ vat_number: '' });
    expect((cleared.body.data as { vat_number: unknown }).vat_number).toBeNull();
    expect((cleared.body.data as { full_name: string }).full_name).toBe('Jane Walsh');
  });
});
