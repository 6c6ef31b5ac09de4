import { useCopy } from '../hooks/use-copy';

/** A value with its Copy button and the short 'Copied' note after a copy. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="copy-value">
      <span className="copy-value__label">{label}</span>
      <code className="copy-value__text">{value}</code>
      <button type="button" className="button button--secondary" onClick={() => copy(value)}>
        Copy {label.toLowerCase()}
      </button>
      <span role="status" className="copy-value__note">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  );
}
