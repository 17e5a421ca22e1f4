// Issue 13 item 16: the referral call to action gives the partner's page a short-lived referral
// token the API made and verifies, never the member's ID token.
import { API } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { signInNewMemberOfBrandA } from '../support/members';
import { expect, test } from '../support/test';

test('a referral opens the partner page with a referral token, not the ID token', async ({
  page,
  context,
  request,
}, testInfo) => {
  const session = await signInNewMemberOfBrandA(page, request, testInfo, {
    firstName: 'Vera',
    lastName: 'Vän',
    password: 'Nytt2026pw',
  });
  // The partner's page is outside this machine: answer it here, so nothing leaves loopback.
  await context.route('https://partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
  );
  await page.goto(`${BRAND_A.url}/editorial/klubb-editorial-003`);
  const [partner] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Tipsa en vän' }).click(),
  ]);
  await partner.waitForURL(/partner\.example\/referral.*#token=/);
  const url = new URL(partner.url());
  expect(url.searchParams.get('offerId')).toBe('klubb-editorial-003');
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  expect(token).not.toBe(session.idToken);
  expect(token).not.toContain(session.idToken.split('.')[1] ?? '');
  // The partner asks the API, which names the offer and the member.
  const verified = await request.post(`${API}/v1/verify/referral_token`, {
    data: { token },
    headers: { 'x-app-url': BRAND_A.url },
  });
  expect(verified.status()).toBe(200);
  expect(await verified.json()).toMatchObject({ offerId: 'klubb-editorial-003' });
  // The page no longer has a way to the opener.
  expect(await partner.evaluate(() => window.opener)).toBeNull();
});
