import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  Breadcrumbs,
  Button,
  FormHelperText,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Save from '@mui/icons-material/Save';
import {
  BR_STATES,
  isValidCnpj,
  isValidCpf,
  type PostalAddress,
  type ProponentData,
  type ProponentDataBody,
} from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useCepLookup } from '../../../lib/cep.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { MASKS } from '../../../lib/masks.ts';
import { showServerErrors, type SetFieldError } from '../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { MEMBER_CEP_PATH, useProponentData, useSaveProponentData } from '../api/member.ts';
import { translateMessage } from '../components/member/messages.ts';
import {
  ADDRESS_PARTS,
  maskDocument,
  proponentFieldOf,
  proponentResolver,
  proponentValues,
  type ProponentValues,
} from '../components/member/proponent-values.ts';

type Name =
  'organization' | 'document' | 'email' | 'phone' | 'postal_code' | `address.${(typeof ADDRESS_PARTS)[number]}`;

const MAX: Partial<Record<Name, number>> = {
  organization: 160,
  email: 254,
  'address.street': 200,
  'address.number': 20,
  'address.complement': 120,
  'address.district': 120,
  'address.city': 120,
};
const WIDTH: Record<(typeof ADDRESS_PARTS)[number], number> = {
  street: 8,
  number: 4,
  complement: 6,
  district: 6,
  city: 8,
  state: 4,
};

/** One text input of the form, with its error under it (or a hint when there is none). */
function Input({
  name,
  control,
  label,
  required = true,
  mask,
  hint,
  type,
  onTyped,
}: {
  name: Name;
  control: Control<ProponentValues, unknown, ProponentDataBody>;
  label: string;
  required?: boolean;
  mask?: (value: string) => string;
  hint?: string;
  type?: string;
  onTyped?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          onChange={(event) => {
            const value = mask ? mask(event.target.value) : event.target.value;
            field.onChange(value);
            onTyped?.(value);
          }}
          select={name === 'address.state'}
          type={type}
          fullWidth
          required={required}
          label={label}
          error={Boolean(error)}
          helperText={error?.message ?? hint}
          slotProps={{ htmlInput: { maxLength: MAX[name] } }}
        >
          {name === 'address.state'
            ? ['', ...BR_STATES].map((uf) => (
                <MenuItem key={uf || 'none'} value={uf}>
                  {uf || t('projetos.member.data.noState')}
                </MenuItem>
              ))
            : null}
        </TextField>
      )}
    />
  );
}

/** Which document the typed digits make, once they are a valid one. */
const documentHint = (value: string): 'cpf' | 'cnpj' | null =>
  isValidCpf(value) ? 'cpf' : isValidCnpj(value) ? 'cnpj' : null;

function ProponentForm({ data }: { data: ProponentData | null }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const saveData = useSaveProponentData();
  const form = useForm<ProponentValues, unknown, ProponentDataBody>({
    defaultValues: proponentValues(data),
    resolver: proponentResolver(t),
  });
  const { control, handleSubmit, reset, setError, setValue, watch, formState } = form;
  const guard = useUnsavedChanges(formState.isDirty);
  const [failure, setFailure] = useState<string[]>([]);
  const fill = useCallback(
    (address: PostalAddress) => {
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
      setValue('address.street', address.street, options);
      setValue('address.district', address.district, options);
      setValue('address.city', address.city, options);
      setValue('address.state', address.state, options);
    },
    [setValue, formState.isSubmitted],
  );
  const cep = useCepLookup(fill, MEMBER_CEP_PATH);
  const kind = documentHint(watch('document'));

  const onSave = handleSubmit(async (body) => {
    setFailure([]);
    try {
      const saved = await saveData.mutateAsync(body);
      reset(proponentValues(saved));
      toast({ kind: 'success', message: t('projetos.member.data.saved') });
    } catch (error) {
      setFailure(
        showServerErrors(error, proponentFieldOf, setError as SetFieldError, (message) =>
          translateMessage(t, message),
        ).map((m) => translateMessage(t, m)),
      );
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave} aria-label={t('projetos.member.data.title')}>
      <FailureAlert messages={failure} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.member.data.organizationSection')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Input name="organization" control={control} label={t('projetos.member.data.organization')} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Input
              name="document"
              control={control}
              label={t('projetos.member.data.document')}
              mask={maskDocument}
              hint={kind ? t(`projetos.member.data.kind.${kind}`) : t('projetos.member.data.documentHint')}
            />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.member.data.contactSection')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Input name="email" type="email" control={control} label={t('projetos.member.data.email')} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Input name="phone" control={control} label={t('projetos.member.data.phone')} mask={MASKS.phone} />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.member.data.addressSection')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Input
              name="postal_code"
              control={control}
              label={t('projetos.member.data.postal_code')}
              mask={MASKS.cep}
              onTyped={cep.check}
            />
            {cep.status !== 'idle' ? (
              <FormHelperText
                role="status"
                error={cep.status === 'failed' || cep.status === 'notFound'}
                sx={{ mx: 1.75 }}
              >
                {t(`projetos.member.data.cep.${cep.status}`)}
              </FormHelperText>
            ) : null}
          </Grid>
          <Grid size={{ xs: 12 }} sx={{ display: { xs: 'none', md: 'block' }, p: 0 }} />
          {ADDRESS_PARTS.map((part) => (
            <Grid key={part} size={{ xs: 12, sm: WIDTH[part] }}>
              <Input
                name={`address.${part}`}
                control={control}
                label={t(`projetos.member.data.address.${part}`)}
                required={part !== 'number' && part !== 'complement'}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {data ? (
          <Typography variant="caption" color="text.secondary">
            {t('projetos.member.data.updatedAt', { date: formatDateTime(data.updated_at) })}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" startIcon={<Save />} disabled={formState.isSubmitting}>
          {t('projetos.member.data.save')}
        </Button>
      </Stack>
      <UnsavedChangesDialog
        guard={guard}
        texts={{
          title: t('projetos.member.unsaved.title'),
          text: t('projetos.member.unsaved.text'),
          leave: t('projetos.member.unsaved.leave'),
          stay: t('projetos.member.unsaved.stay'),
        }}
      />
    </Stack>
  );
}

/** /meus-projetos/dados: the member's proponent data (organisation, CPF or CNPJ, contacts, address), reused by all their projects. */
export function ProponentDataPage() {
  const { t } = useTranslation();
  const data = useProponentData();
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label={t('projetos.member.breadcrumbs')}>
        <Link component={RouterLink} to=".." relative="path">
          {t('menu.propostas')}
        </Link>
        <Typography color="text.primary">{t('projetos.member.data.title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('projetos.member.data.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('projetos.member.data.intro')}
      </Typography>
      {data.isError ? (
        <RetryAlert error={data.error} retryLabel={t('projetos.member.retry')} onRetry={() => void data.refetch()} />
      ) : data.data === undefined ? (
        <Typography color="text.secondary">{t('projetos.member.loading')}</Typography>
      ) : (
        <ProponentForm data={data.data} />
      )}
    </Stack>
  );
}
