import { useParams } from 'react-router';
import { ModuleLanding } from '../../../components/ModuleLanding.tsx';
import { useSession } from '../../../lib/session.ts';

/** /:tag: the landing of any catalogue module (the route's loader checks the tag and the permission). */
export function ModulePage() {
  const { tag = '' } = useParams();
  const { user } = useSession();
  return <ModuleLanding tag={tag} user={user} />;
}
