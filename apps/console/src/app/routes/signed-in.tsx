import type { Hub } from '@console/contract';
import { HomePage } from '../../features/dashboard/routes/HomePage.tsx';
import { HubPage } from '../../features/hubs/routes/HubPage.tsx';
import { ReportsPage } from '../../features/reports/routes/ReportsPage.tsx';
import { useMenu } from '../../lib/menu.ts';
import { useSession } from '../../lib/session.ts';
import { useActiveClientName } from '../active-client.ts';

/** The signed-in pages, composed with the session and menu data they need. */
export function HomeRoute() {
  const { user, picture } = useSession();
  const clientName = useActiveClientName();
  const menu = useMenu();
  if (!user) return null;
  return (
    <HomePage user={user} picture={picture} clientName={clientName} menu={menu.data ?? []} loading={menu.isPending} />
  );
}

export function HubRoute({ hub }: { hub: Hub }) {
  const menu = useMenu();
  return <HubPage hub={hub} menu={menu.data ?? []} loading={menu.isPending} />;
}

export { ReportsPage };
