import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackDialog } from './FeedbackDialog';
import { FEEDBACK_MAX_LENGTH } from './feedback-payload';

const sent = vi.hoisted(() => vi.fn(async () => 'sent' as const));
vi.mock('./send-feedback', () => ({ sendFeedback: sent }));

function renderDialog() {
  render(
    <I18nProvider i18n={i18n}>
      <FeedbackDialog open onClose={() => undefined} stage="slides" fullModuleId="3" slideIndex={2} />
    </I18nProvider>,
  );
  return screen.findByRole('textbox', { name: 'Your feedback' });
}

describe('feedback length', () => {
  it('counts the characters as the learner types', async () => {
    const field = await renderDialog();
    expect(screen.getByText(`0 of ${FEEDBACK_MAX_LENGTH} characters`)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Clear slides' } });
    expect(screen.getByText(`12 of ${FEEDBACK_MAX_LENGTH} characters`)).toBeTruthy();
  });

  it('a text over 2,000 characters is kept whole, refused with a message, and nothing is sent', async () => {
    const field = await renderDialog();
    const text = 'a'.repeat(FEEDBACK_MAX_LENGTH + 3);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your feedback is 3 characters too long. Shorten it to send it: nothing was sent.');
    expect((field as HTMLTextAreaElement).value).toBe(text);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: text.slice(3) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ feedback: text.slice(3) }));
  });
});
