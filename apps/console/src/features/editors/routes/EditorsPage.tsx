import { ModuleLanding } from '../../../components/ModuleLanding.tsx';
import { useSession } from '../../../lib/session.ts';

/** /editores: the editors area. */
export function EditorsPage() {
  const { user } = useSession();
  return <ModuleLanding tag="editores" user={user} />;
}
