import { PAYMENT_MESSAGES, SANDBOX_CARDS } from '@app/shared';
import { expect, expectAccessible, test } from '../support/fixtures';
import { approvedNonprofit, payOnSandbox, signedIn } from '../support/payments';

test('a new nonprofit buys a token bundle through the sandbox checkout and sees its new balance', async ({
  browser,
}) => {
  const { page } = await approvedNonprofit(browser, 'tokens');
  await page.goto('/nonprofit-dashboard');
  const bar = page.getByRole('region', { name: 'Token balance' });
  await expect(bar.getByText('0 tokens', { exact: true })).toBeVisible();
  // A new account is not told its balance is low before it ever bought tokens.
  await expect(bar.getByText('Your token balance is low')).toBeHidden();

  // The header button opens the store in place; Escape closes it and focus goes back to the button.
  const headerButton = page.getByRole('banner').getByRole('button', { name: 'Token Store' });
  await headerButton.click();
  const store = page.getByRole('dialog', { name: 'Token Store' });
  await expect(store).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(store).toBeHidden();
  await expect(headerButton).toBeFocused();
  await headerButton.press('Enter');
  const large = store.getByRole('listitem').filter({ hasText: 'Large' });
  await expect(large.getByText('POPULAR')).toBeVisible();
  await expect(large.getByText('15% off')).toBeVisible();
  await expect(store.getByRole('listitem').filter({ hasText: 'Starter' }).getByText(/% off/)).toHaveCount(0);
  await expectAccessible(page);

  await store.getByRole('button', { name: /^Buy Starter bundle: 100 tokens for \$25\.00/ }).click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByText(PAYMENT_MESSAGES.tokensAdded)).toBeVisible();
  await expect(page.getByText('$25.00 USD')).toBeVisible();
  await expect(page.getByText('100 tokens').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(bar.getByText('100 tokens', { exact: true })).toBeVisible();
  await expect(bar.getByText('Your token balance is low')).toBeHidden();
});

test('a declined card shows the decline message and Cancel returns to the cancel screen', async ({ browser }) => {
  // Nothing is charged here, so the shared demo nonprofit's balance stays as other journeys expect.
  const page = await signedIn(browser, 'nonprofit');
  await page.goto('/nonprofit-dashboard?open_token_store=true');
  const store = page.getByRole('dialog', { name: 'Token Store' });
  await expect(store).toBeVisible();
  await expect(page).not.toHaveURL(/open_token_store/);
  await store.getByRole('button', { name: /^Buy Small bundle/ }).click();

  await payOnSandbox(page, SANDBOX_CARDS.declined);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);

  await page.getByRole('link', { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?kind=tokens/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the Token Store' }).click();
  await expect(page.getByRole('dialog', { name: 'Token Store' })).toBeVisible();
});
