import { colorConfig, type ClientColors } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { brandingRepo } from './repo.ts';

export function brandingService(deps: AppDeps) {
  const repo = brandingRepo(deps.db);
  return {
    async colors(clientId: number): Promise<ClientColors> {
      const row = await repo.colors(clientId);
      if (!row) throw notFound();
      return { client_id: row.id, name: row.name, config: colorConfig.parse(JSON.parse(row.config)) };
    },
  };
}
