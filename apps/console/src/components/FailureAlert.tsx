import { Alert } from '@mui/material';

/** A refused save above its form: the error's message and those no field shows, one per line; nothing when there are none. */
export function FailureAlert({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <Alert severity="error">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
