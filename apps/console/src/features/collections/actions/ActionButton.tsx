import { Button } from '@mui/material';
import type { CollectionActionMeta } from '@console/contract';
import { ActionIcon } from './ActionIcon.tsx';

/** A declared action's button (bulk bar, record page): its icon and label, red when it is dangerous. */
export function ActionButton({
  action,
  disabled,
  onClick,
}: {
  action: CollectionActionMeta;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      color={action.danger ? 'error' : 'primary'}
      startIcon={<ActionIcon name={action.icon} />}
      disabled={disabled}
      onClick={onClick}
    >
      {action.label}
    </Button>
  );
}
