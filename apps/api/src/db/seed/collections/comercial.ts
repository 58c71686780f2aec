import { COMERCIAL_ASSINATURAS_DEMO } from './comercial-assinaturas.ts';
import { COMERCIAL_CLUBE_DEMO } from './comercial-clube.ts';
import { COMERCIAL_LOJA_DEMO } from './comercial-loja.ts';
import { COMERCIAL_USOS_DEMO } from './comercial-usos.ts';
import { COMERCIAL_VAGAS_DEMO } from './comercial-vagas.ts';
import type { DemoMakers } from './demo.ts';

/** Demo rows of the comercial hub's collections. */
export const COMERCIAL_DEMO: DemoMakers = {
  ...COMERCIAL_LOJA_DEMO,
  ...COMERCIAL_ASSINATURAS_DEMO,
  ...COMERCIAL_CLUBE_DEMO,
  ...COMERCIAL_VAGAS_DEMO,
  ...COMERCIAL_USOS_DEMO,
};
