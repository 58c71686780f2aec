import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ImportJob, ImportMode } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { saveMapping, startDryRun, startImport, uploadImport, useImportJob, useImportStep } from '../api/imports.ts';
import { CheckStep } from './CheckStep.tsx';
import { FileDrop } from './FileDrop.tsx';
import { MappingStep } from './MappingStep.tsx';
import { RunStep } from './RunStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';

export interface ImportWizardProps {
  /** 'usuarios' or a collection's entity. */
  target: string;
  /** The list's name ('Usuários', 'Produtos'). */
  label: string;
  backTo: string;
  welcomeOption?: boolean;
}

const STEPS = ['upload', 'mapping', 'check', 'import', 'summary'] as const;

/** Where a job stands in the wizard; `proceed` is the administrator's move from the dry run's result to the import step. */
function stepOf(job: ImportJob | undefined, remap: boolean, proceed: boolean): number {
  if (!job) return 0;
  const started = job.next_row > 1;
  if (job.status === 'imported') return 4;
  if (job.status === 'importing' || (job.status === 'failed' && started)) return 3;
  if (remap && job.status !== 'checking') return 1;
  if (job.status === 'uploaded') return 1;
  if (job.status === 'checked' && proceed) return 3;
  return 2;
}

/**
 * The import of a spreadsheet into a list (issue 15): upload, map the columns, a dry run that writes nothing, the
 * import with progress, the summary with the error report. The job's id stays in the URL (?job=), so a reload or a
 * return later finds it where it was.
 */
export function ImportWizard({ target, label, backTo, welcomeOption = false }: ImportWizardProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('job')) || null;
  const job = useImportJob(target, id);
  const [remap, setRemap] = useState(false);
  const [proceed, setProceed] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const open = (next: ImportJob) =>
    setParams((current) => ({ ...Object.fromEntries(current), job: String(next.id) }), { replace: false });
  const upload = useImportStep(target, (file: File) => uploadImport(target, file));
  const check = useImportStep(target, async (step: { mapping: (string | null)[] | null; mode: ImportMode }) => {
    if (step.mapping) await saveMapping(target, id!, step.mapping);
    return startDryRun(target, id!, step.mode);
  });
  const run = useImportStep(target, (welcome: boolean) => startImport(target, id!, welcome));
  const data = job.data;
  const step = stepOf(data, remap, proceed);
  const restart = () => {
    setRemap(false);
    setProceed(false);
    upload.reset();
    setParams({});
  };

  return (
    <Stack spacing={3} component="section" aria-labelledby="import-title">
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Typography id="import-title" variant="h4" component="h1">
          {t('imports.title', { label })}
        </Typography>
        <Button startIcon={<ArrowBack />} component={RouterLink} to={backTo}>
          {t('imports.back', { label })}
        </Button>
      </Stack>
      <Stepper activeStep={step} alternativeLabel aria-label={t('imports.stepsLabel')}>
        {STEPS.map((s) => (
          <Step key={s} completed={step > STEPS.indexOf(s) || (s === 'summary' && step === 4)}>
            <StepLabel>{t(`imports.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {id !== null && job.isError ? (
          <RetryAlert error={job.error} retryLabel={t('imports.retry')} onRetry={() => void job.refetch()} />
        ) : id !== null && !data ? (
          <Typography color="text.secondary">{t('imports.loading')}</Typography>
        ) : step === 0 ? (
          <FileDrop
            busy={upload.isPending}
            error={upload.error}
            fileName={fileName}
            onFile={(file) => {
              setFileName(file.name);
              upload.mutate(file, { onSuccess: open });
            }}
          />
        ) : step === 1 && data ? (
          <MappingStep
            job={data}
            busy={check.isPending}
            error={check.error}
            onSubmit={(mapping, mode) =>
              check.mutate(
                { mapping, mode },
                {
                  onSuccess: () => {
                    setRemap(false);
                    setProceed(false);
                  },
                },
              )
            }
          />
        ) : step === 2 && data ? (
          <CheckStep
            target={target}
            job={data}
            busy={check.isPending}
            error={check.error}
            onRemap={() => setRemap(true)}
            onRetry={() => check.mutate({ mapping: null, mode: data.mode })}
            onNext={() => setProceed(true)}
          />
        ) : step === 3 && data ? (
          <RunStep
            job={data}
            welcomeOption={welcomeOption}
            label={label}
            busy={run.isPending}
            error={run.error}
            onStart={(welcome) => run.mutate(welcome)}
          />
        ) : data ? (
          <SummaryStep target={target} job={data} backTo={backTo} onAnother={restart} />
        ) : (
          <Alert severity="error">{t('imports.retry')}</Alert>
        )}
      </Paper>
    </Stack>
  );
}
