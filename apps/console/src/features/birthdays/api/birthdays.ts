import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BIRTHDAYS_PATH, birthdaysResponse, type BirthdaysQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';

export type BirthdaysParams = Omit<BirthdaysQuery, 'client_id'>;

/** GET /api/v2/admin/aniversariantes: the members born in a month, by day. */
async function fetchBirthdays(params: BirthdaysParams) {
  return birthdaysResponse.parse(await http.get<unknown>(BIRTHDAYS_PATH, { query: { ...params } })).data;
}

export const useBirthdays = (params: BirthdaysParams) =>
  useQuery({
    queryKey: ['aniversariantes', params],
    queryFn: () => fetchBirthdays(params),
    placeholderData: keepPreviousData,
  });
