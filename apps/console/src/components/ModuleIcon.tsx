import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apps from '@mui/icons-material/Apps';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Business from '@mui/icons-material/Business';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Dashboard from '@mui/icons-material/Dashboard';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import EditNote from '@mui/icons-material/EditNote';
import Event from '@mui/icons-material/Event';
import Flag from '@mui/icons-material/Flag';
import Folder from '@mui/icons-material/Folder';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import HelpCenter from '@mui/icons-material/HelpCenter';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import LiveTv from '@mui/icons-material/LiveTv';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import Notifications from '@mui/icons-material/Notifications';
import Palette from '@mui/icons-material/Palette';
import People from '@mui/icons-material/People';
import Psychology from '@mui/icons-material/Psychology';
import Route from '@mui/icons-material/Route';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

/** Material icon names used by the catalogue and the hubs (GET /menu-assets lists the same names). */
const ICONS: Record<string, SvgIconComponent> = {
  AccountTree, AdminPanelSettings, Apps, Article, Assessment, Business, ConfirmationNumber, Dashboard, DynamicFeed,
  EditNote, Event, Flag, Folder, Forum, Groups, HelpCenter, History, Insights, LiveTv, Map: MapIcon, MenuBook, Notifications,
  Palette, People, Psychology, Route, School, Settings, ShoppingCart, SpaceDashboard, Storefront, SupportAgent, ViewCarousel, Work,
  WorkspacePremium,
};

export function ModuleIcon({ name, fontSize }: { name?: string; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = (name && ICONS[name]) || Apps;
  return <Icon fontSize={fontSize} aria-hidden />;
}
