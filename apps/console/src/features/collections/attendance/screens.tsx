import type { ReactNode } from 'react';
import type { CollectionMeta } from '@console/contract';
import { MailPreview } from '../mail/MailPreview.tsx';
import { AttendanceGrid } from './AttendanceGrid.tsx';

/**
 * The screens of actions declared `on: ['screen']`, by `<entity>.<action>`: a record page shows each the user may run
 * as a tab named by the action's label (a cohort's "Chamada").
 */
const SCREENS: Readonly<Record<string, (meta: CollectionMeta, id: number) => ReactNode>> = {
  'turmas.chamada': (meta, id) => <AttendanceGrid meta={meta} id={id} />,
  'templates-email.visualizar': (meta, id) => <MailPreview meta={meta} id={id} />,
};

/** The record page's action screens the metadata offers (the user holds their sub-tags). */
export const recordScreens = (meta: CollectionMeta) =>
  meta.actions
    .filter((action) => action.on.includes('screen') && SCREENS[`${meta.entity}.${action.name}`])
    .map((action) => ({
      name: action.name,
      label: action.label,
      render: (id: number) => SCREENS[`${meta.entity}.${action.name}`](meta, id),
    }));
