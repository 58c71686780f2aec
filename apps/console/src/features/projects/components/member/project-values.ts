import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  PROJECT_MESSAGES,
  formatMoney,
  parseMoney,
  projectUpdateBody,
  type Attachment,
  type Project,
  type ProjectPerson,
} from '@console/contract';
import { fieldIssues, translateMessage } from './messages.ts';

/** The member's project form: the body of POST/PUT /api/v2/projetos/list with the budget as typed and the team as people. */
export interface ProjectValues {
  title: string;
  summary: string;
  objectives: string;
  target_audience: string;
  /** 'R$ 1.234,56' as the field shows it (SPEC.md §3 money). */
  budget: string;
  start_date: string;
  end_date: string;
  attachments: Attachment[];
  /** The team as people, so the form can show them; sent as ids. */
  team: ProjectPerson[];
}

/** What the form sends: every field (the server keeps nothing the member did not see). */
export interface ProjectBody {
  title: string;
  summary: string;
  objectives: string;
  target_audience: string;
  budget: number;
  start_date: string;
  end_date: string;
  attachments: Attachment[];
  team: number[];
}

const PROJECT_FIELDS = [
  'title',
  'summary',
  'objectives',
  'target_audience',
  'budget',
  'start_date',
  'end_date',
  'attachments',
  'team',
] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

export const projectValues = (project?: Project | null, title = ''): ProjectValues => ({
  title: project?.title ?? title,
  summary: project?.summary ?? '',
  objectives: project?.objectives ?? '',
  target_audience: project?.target_audience ?? '',
  budget: project ? formatMoney(project.budget) : '',
  start_date: project?.start_date ?? '',
  end_date: project?.end_date ?? '',
  attachments: project?.attachments.map(({ url, name, size, format }) => ({ url, name, size, format })) ?? [],
  team: project?.team ?? [],
});

const toProjectBody = (values: ProjectValues): ProjectBody => ({
  title: values.title,
  summary: values.summary,
  objectives: values.objectives,
  target_audience: values.target_audience,
  budget: parseMoney(values.budget) ?? Number.NaN,
  start_date: values.start_date,
  end_date: values.end_date,
  attachments: values.attachments,
  team: values.team.map((person) => person.id),
});

/** The form field a message of the server or of the contract belongs to ('attachments.0.url' -> 'attachments'), or null. */
export function projectFieldOf(key: string): ProjectField | null {
  const top = key.split('.')[0];
  return (PROJECT_FIELDS as readonly string[]).includes(top) ? (top as ProjectField) : null;
}

/** The form's own check is the contract's (projectUpdateBody with every field present), in the interface language. */
export const projectResolver =
  (t: TFunction): Resolver<ProjectValues, unknown, ProjectBody> =>
  async (values) => {
    const body = toProjectBody(values);
    const result = projectUpdateBody.safeParse(body);
    const errors: FieldErrors<ProjectValues> = {};
    const set = (field: ProjectField, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    // An empty field reads 'required' rather than its format's message (an empty date is not a malformed one).
    for (const field of [
      'title',
      'summary',
      'objectives',
      'target_audience',
      'budget',
      'start_date',
      'end_date',
    ] as const) {
      if (!values[field].trim()) set(field, t('projetos.member.messages.required'));
    }
    // The contract's dates-order check runs only once every other field passes; say it at once.
    if (values.start_date && values.end_date && values.end_date < values.start_date)
      set('end_date', translateMessage(t, PROJECT_MESSAGES.datesOrder));
    if (!result.success) {
      for (const [path, message] of fieldIssues(t, result.error.issues)) {
        const field = projectFieldOf(path);
        if (field) set(field, message);
      }
    }
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: body, errors: {} };
  };
