import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Announcement from '@mui/icons-material/Announcement';
import Apps from '@mui/icons-material/Apps';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Autorenew from '@mui/icons-material/Autorenew';
import Badge from '@mui/icons-material/Badge';
import Ballot from '@mui/icons-material/Ballot';
import Business from '@mui/icons-material/Business';
import Cake from '@mui/icons-material/Cake';
import Campaign from '@mui/icons-material/Campaign';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import CardMembership from '@mui/icons-material/CardMembership';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import CoPresent from '@mui/icons-material/CoPresent';
import CorporateFare from '@mui/icons-material/CorporateFare';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Diversity1 from '@mui/icons-material/Diversity1';
import Diversity3 from '@mui/icons-material/Diversity3';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import DynamicForm from '@mui/icons-material/DynamicForm';
import EditNote from '@mui/icons-material/EditNote';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EmojiPeople from '@mui/icons-material/EmojiPeople';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FactCheck from '@mui/icons-material/FactCheck';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Folder from '@mui/icons-material/Folder';
import FolderSpecial from '@mui/icons-material/FolderSpecial';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Forum from '@mui/icons-material/Forum';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Gavel from '@mui/icons-material/Gavel';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import HeadsetMic from '@mui/icons-material/HeadsetMic';
import HelpCenter from '@mui/icons-material/HelpCenter';
import HelpOutline from '@mui/icons-material/HelpOutline';
import History from '@mui/icons-material/History';
import HowToReg from '@mui/icons-material/HowToReg';
import Hub from '@mui/icons-material/Hub';
import Inbox from '@mui/icons-material/Inbox';
import Input from '@mui/icons-material/Input';
import Insights from '@mui/icons-material/Insights';
import Interests from '@mui/icons-material/Interests';
import Key from '@mui/icons-material/Key';
import Label from '@mui/icons-material/Label';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Lightbulb from '@mui/icons-material/Lightbulb';
import ListAlt from '@mui/icons-material/ListAlt';
import LiveHelp from '@mui/icons-material/LiveHelp';
import LiveTv from '@mui/icons-material/LiveTv';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Loyalty from '@mui/icons-material/Loyalty';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBook from '@mui/icons-material/MenuBook';
import Mic from '@mui/icons-material/Mic';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import MonitorWeight from '@mui/icons-material/MonitorWeight';
import Newspaper from '@mui/icons-material/Newspaper';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Palette from '@mui/icons-material/Palette';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Photo from '@mui/icons-material/Photo';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import PlayLesson from '@mui/icons-material/PlayLesson';
import Podcasts from '@mui/icons-material/Podcasts';
import Poll from '@mui/icons-material/Poll';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Psychology from '@mui/icons-material/Psychology';
import Quiz from '@mui/icons-material/Quiz';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Redeem from '@mui/icons-material/Redeem';
import Reply from '@mui/icons-material/Reply';
import Route from '@mui/icons-material/Route';
import Savings from '@mui/icons-material/Savings';
import School from '@mui/icons-material/School';
import Schedule from '@mui/icons-material/Schedule';
import SendTimeExtension from '@mui/icons-material/SendTimeExtension';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShowChart from '@mui/icons-material/ShowChart';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import SportsGymnastics from '@mui/icons-material/SportsGymnastics';
import SportsScore from '@mui/icons-material/SportsScore';
import StarRate from '@mui/icons-material/StarRate';
import Stars from '@mui/icons-material/Stars';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timeline from '@mui/icons-material/Timeline';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Translate from '@mui/icons-material/Translate';
import TrendingUp from '@mui/icons-material/TrendingUp';
import UploadFile from '@mui/icons-material/UploadFile';
import VideoCameraFront from '@mui/icons-material/VideoCameraFront';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import ViewModule from '@mui/icons-material/ViewModule';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Web from '@mui/icons-material/Web';
import Webhook from '@mui/icons-material/Webhook';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

/** Material icon names used by the catalogue and the hubs (GET /menu-assets lists the same names); a test keeps them complete. */
export const MODULE_ICONS: Record<string, SvgIconComponent> = {
  AccountTree,
  AdminPanelSettings,
  Announcement,
  Apps,
  Article,
  Assessment,
  Assignment,
  AssignmentInd,
  AssignmentTurnedIn,
  Autorenew,
  Badge,
  Ballot,
  Business,
  Cake,
  Campaign,
  CardGiftcard,
  CardMembership,
  Category,
  Checklist,
  CoPresent,
  CorporateFare,
  Dashboard,
  Description,
  Diversity1,
  Diversity3,
  DynamicFeed,
  DynamicForm,
  EditNote,
  EmojiEvents,
  EmojiPeople,
  Event,
  EventAvailable,
  FactCheck,
  FitnessCenter,
  Folder,
  FolderSpecial,
  FormatListNumbered,
  FormatQuote,
  Forum,
  ForwardToInbox,
  Gavel,
  GroupAdd,
  Groups,
  Handshake,
  HeadsetMic,
  HelpCenter,
  HelpOutline,
  History,
  HowToReg,
  Hub,
  Inbox,
  Input,
  Insights,
  Interests,
  Key,
  Label,
  Leaderboard,
  Lightbulb,
  ListAlt,
  LiveHelp,
  LiveTv,
  LocalLibrary,
  LocalOffer,
  Loyalty,
  Map: MapIcon,
  MarkEmailRead,
  Menu: MenuIcon,
  MenuBook,
  Mic,
  MilitaryTech,
  MonitorWeight,
  Newspaper,
  NotificationsActive,
  Palette,
  Payments,
  People,
  PersonAddAlt,
  PhoneIphone,
  Photo,
  PhotoLibrary,
  PlayLesson,
  Podcasts,
  Poll,
  PrivacyTip,
  Psychology,
  Quiz,
  RadioButtonChecked,
  Receipt,
  ReceiptLong,
  RecordVoiceOver,
  Redeem,
  Reply,
  Route,
  Savings,
  Schedule,
  School,
  SendTimeExtension,
  Settings,
  ShoppingCart,
  ShowChart,
  SpaceDashboard,
  SportsGymnastics,
  SportsScore,
  StarRate,
  Stars,
  Store,
  Storefront,
  SupervisorAccount,
  SupportAgent,
  TaskAlt,
  Timeline,
  TrackChanges,
  Translate,
  TrendingUp,
  UploadFile,
  VideoCameraFront,
  ViewCarousel,
  ViewModule,
  VolunteerActivism,
  Web,
  Webhook,
  Work,
  WorkspacePremium,
};

export function ModuleIcon({ name, fontSize }: { name?: string; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = (name && MODULE_ICONS[name]) || Apps;
  return <Icon fontSize={fontSize} aria-hidden />;
}
