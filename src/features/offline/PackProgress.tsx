import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '@/components/ProgressBar';
import { useFormatBytes } from './format';

interface Props {
  label: string;
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

/** Files and bytes of a pack; the bar follows bytes, the text says both. */
export function PackProgress({ label, filesDone, filesTotal, bytesDone, bytesTotal }: Props) {
  const { t } = useLingui();
  const format = useFormatBytes();
  const percent = bytesTotal > 0 ? Math.min(100, Math.floor((bytesDone / bytesTotal) * 100)) : 100;
  const done = format(bytesDone);
  const total = format(bytesTotal);
  const text = t`${filesDone} of ${filesTotal} files, ${done} of ${total}`;
  return (
    <div className="pack-progress">
      <ProgressBar
        className="pack-progress__track"
        value={percent}
        label={label}
        valueText={`${percent}% — ${text}`}
        data-files-done={filesDone}
        data-files-total={filesTotal}
        data-bytes-done={bytesDone}
        data-bytes-total={bytesTotal}
      />
      <p className="pack-progress__text">
        <span className="pack-progress__percent">{percent}%</span> {text}
      </p>
    </div>
  );
}
