import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations, moduleUrl } from '../support/modules';

test.describe('feedback dialog', () => {
  test('sends stage, full module id and 1-based slide; focus moves in and back out', async ({ page, mockApi }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(moduleUrl('implementation', 6));
    await page.getByRole('button', { name: /^Slide 4:/ }).click();
    const open = page.getByRole('button', { name: 'Give feedback' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    const field = dialog.getByLabel('Your feedback');
    await expect(field).toBeFocused();
    expect(Number(await field.getAttribute('rows'))).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);

    // Empty text sends nothing.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('.dialog__success')).toHaveCount(0);

    const text = `Clear slides, thanks ${info.testId}`;
    await field.fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const success = dialog.getByText('Your feedback has been received. Thank you!');
    await expect(success).toBeVisible();
    await expect(success).toHaveCSS('color', 'rgb(19, 111, 58)');
    await expect(field).toHaveValue('');
    await expectNoAxeViolations(page);
    const sent = (await mockApi.state()).feedback.filter((f) => f.feedback === text);
    expect(sent).toEqual([expect.objectContaining({ stage: 'slides', fullModuleId: '6-implementation', slide: 4 })]);

    // Editing clears the message.
    await field.fill('x');
    await expect(success).toBeHidden();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a server error names the contact email; editing clears it', async ({ page, mockApi }, info) => {
    await page.goto(moduleUrl('training', 4, 'quiz'));
    await mockApi.fail({ mode: 'internal', endpoints: ['feedback'], times: 1 });
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    const text = `Quiz feedback ${info.testId}`;
    await dialog.getByLabel('Your feedback').fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const error = dialog.getByRole('alert');
    await expect(error).toHaveText(/^An error occurred while sending your feedback\. Please contact \S+@\S+\.$/);
    await expect(dialog.getByLabel('Your feedback')).toHaveValue(text);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Your feedback').press('End');
    await dialog.getByLabel('Your feedback').pressSequentially('!');
    await expect(error).toBeHidden();
    // Sending again works once the switch is used up.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Your feedback has been received. Thank you!')).toBeVisible();
    const sent = (await mockApi.state()).feedback.filter((f) => f.feedback === `${text}!`);
    expect(sent).toEqual([expect.objectContaining({ stage: 'quiz', fullModuleId: '4', slide: 1 })]);
  });

  test('offline, feedback is kept and sent when the connection returns', async ({ page, context, mockApi }, info) => {
    await page.goto(moduleUrl('training', 5));
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    const text = `Offline note ${info.testId}`;
    // The connection drops once the dialog is open (its code comes over the network in this
    // spec, which runs without the service worker that keeps it on the device).
    await expect(dialog.getByLabel('Your feedback')).toBeVisible();
    await context.setOffline(true);
    await dialog.getByLabel('Your feedback').fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('You are offline. Your feedback is saved and will be sent when you are back online.')).toBeVisible();
    await expect(dialog.getByLabel('Your feedback')).toHaveValue('');
    await context.setOffline(false);
    await expect.poll(async () => (await mockApi.state()).feedback.filter((f) => f.feedback === text).length, { timeout: 20_000 }).toBe(1);
  });
});
