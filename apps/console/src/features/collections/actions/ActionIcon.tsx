import type { SvgIconComponent } from '@mui/icons-material';
import Block from '@mui/icons-material/Block';
import Bolt from '@mui/icons-material/Bolt';
import CheckCircle from '@mui/icons-material/CheckCircle';
import GroupAdd from '@mui/icons-material/GroupAdd';
import HowToReg from '@mui/icons-material/HowToReg';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Paid from '@mui/icons-material/Paid';
import PushPin from '@mui/icons-material/PushPin';
import Undo from '@mui/icons-material/Undo';

/**
 * The Material icons the declared actions name (contract collections/acts), imported one by one so the bundle holds
 * only these; an icon not listed yet is drawn as a generic one rather than failing.
 */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Block,
  CheckCircle,
  GroupAdd,
  HowToReg,
  Lock,
  LockOpen,
  Paid,
  PushPin,
  Undo,
};

export function ActionIcon({ name, fontSize }: { name: string; fontSize?: 'small' | 'inherit' | 'medium' }) {
  const Icon = ICONS[name] ?? Bolt;
  return <Icon fontSize={fontSize} />;
}
