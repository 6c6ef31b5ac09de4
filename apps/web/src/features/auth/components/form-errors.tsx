import { Alert } from '../../../components/ui/alert';

/** The errors of a form that belong to no single field. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert type="error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}
