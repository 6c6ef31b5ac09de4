import { useCopy } from '../hooks/use-copy';
import { Button } from '../../../components/ui/button';

/** A value with its Copy button and the short 'Copied' note after a copy. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="copy-value">
      <span className="copy-value__label">{label}</span>
      <code className="copy-value__text">{value}</code>
      <Button secondary onClick={() => copy(value)}>
        Copy {label.toLowerCase()}
      </Button>
      <span role="status" className="copy-value__note">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  );
}
