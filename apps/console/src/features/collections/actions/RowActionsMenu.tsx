import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import type { CollectionActionMeta, CollectionRow } from '@console/contract';
import { ActionIcon } from './ActionIcon.tsx';

export interface RowActionsMenuProps {
  row: CollectionRow;
  name: string;
  /** The actions offered for this row now (its `when` matched); none says so in the menu. */
  actions: CollectionActionMeta[];
  onRun: (action: CollectionActionMeta, row: CollectionRow) => void;
}

/**
 * A row's menu of declared actions. The button stays on every row of a collection with row actions, so that after a
 * run (when the action no longer applies) the focus comes back to it; a row with none offered says so.
 */
export function RowActionsMenu({ row, name, actions, onRun }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('collection.actions.menu', { name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.length ? (
          actions.map((action) => (
            <MenuItem
              key={action.name}
              onClick={() => {
                setAnchor(null);
                onRun(action, row);
              }}
              sx={action.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>
                <ActionIcon name={action.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>{t('collection.actions.noneForRow')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
