import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useStore } from '@/lib/store';
import '@/components/form-dialog.css';
import './display.css';
import { DEFAULT_DISPLAY, displaySettings, TEXT_SIZES, type DisplaySettings, type Theme } from './display-settings';

interface Props {
  open: boolean;
  onClose(): void;
}

/** One choice among a few: a labelled group of radio buttons. */
function Choice<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange(value: T): void;
}) {
  return (
    <fieldset className="display-choice">
      <legend className="dialog__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="display-choice__option">
          <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function Toggle({ checked, onChange, children }: { checked: boolean; onChange(checked: boolean): void; children: ReactNode }) {
  return (
    <label className="display-toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

/**
 * The reader's display settings, each applied as it is chosen (the page behind shows it at once):
 * text size, spacing, theme, motion, captions and transcript. Stored for whoever uses the device now.
 */
export function DisplayDialog({ open, onClose }: Props) {
  const { t } = useLingui();
  const settings = useStore(displaySettings);
  const set = (change: Partial<DisplaySettings>) => void displaySettings.write(change);
  const themes: { value: Theme; label: string }[] = [
    { value: 'system', label: t`Same as this device` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
    { value: 'contrast', label: t`High contrast` },
  ];
  return (
    <Dialog open={open} onClose={onClose} className="dialog">
      <DialogBackdrop className="dialog__backdrop" />
      <div className="dialog__container">
        <DialogPanel className="dialog__panel display-dialog">
          <DialogTitle className="dialog__title">
            <Trans>Display</Trans>
          </DialogTitle>
          <Description className="dialog__description">
            <Trans>Each choice shows at once and is kept on this device for you.</Trans>
          </Description>
          <Choice
            legend={<Trans>Text size</Trans>}
            name="text-size"
            value={settings.textSize}
            options={TEXT_SIZES.map((size) => ({ value: size, label: `${size} %` }))}
            onChange={(textSize) => set({ textSize })}
          />
          <Choice
            legend={<Trans>Colours</Trans>}
            name="theme"
            value={settings.theme}
            options={themes}
            onChange={(theme) => set({ theme })}
          />
          <fieldset className="display-choice">
            <legend className="dialog__label">
              <Trans>Reading</Trans>
            </legend>
            <Toggle checked={settings.comfortableSpacing} onChange={(comfortableSpacing) => set({ comfortableSpacing })}>
              <Trans>More space between lines, words and letters</Trans>
            </Toggle>
            <Toggle checked={settings.motion === 'reduced'} onChange={(off) => set({ motion: off ? 'reduced' : 'system' })}>
              <Trans>Turn off animations</Trans>
            </Toggle>
            <Toggle checked={settings.captions} onChange={(captions) => set({ captions })}>
              <Trans>Show captions on videos</Trans>
            </Toggle>
            <Toggle checked={settings.transcript} onChange={(transcript) => set({ transcript })}>
              <Trans>Show the narration's text with each slide</Trans>
            </Toggle>
          </fieldset>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => set(DEFAULT_DISPLAY)}>
              <Trans>Back to the usual display</Trans>
            </button>
            <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
              <Trans>Done</Trans>
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
