import type { ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { IconButton, Tooltip } from '@mui/material';

type RowActionProps = {
  /** The tooltip; the action's accessible name is `label` (which names the row, e.g. 'Excluir Ana'). */
  title: string;
  label: string;
  icon: ReactNode;
} & (
  | { onClick: () => void; to?: never }
  | { to: string; state?: unknown; relative?: LinkProps['relative']; onClick?: never }
);

/** One icon action of a table row, a button or a link, with its tooltip; reachable and named for the keyboard. */
export function RowAction({ title, label, icon, ...action }: RowActionProps) {
  return (
    <Tooltip title={title}>
      {action.to !== undefined ? (
        <IconButton
          component={RouterLink}
          to={action.to}
          state={action.state}
          relative={action.relative}
          aria-label={label}
        >
          {icon}
        </IconButton>
      ) : (
        <IconButton aria-label={label} onClick={action.onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
