import { Alert, Button } from '@mui/material';
import { errorMessage } from '../lib/http.ts';

/** A failed load: the error's message and a retry button. */
export function RetryAlert({ error, retryLabel, onRetry }: { error: unknown; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
