import { Alert, Button } from '@mui/material';
import { errorMessage } from '../lib/http.ts';

/** A failed load: the error's message (or the caller's own) and a retry button (or another way out). */
export function RetryAlert({
  error,
  message,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  message?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message ?? errorMessage(error)}
    </Alert>
  );
}
