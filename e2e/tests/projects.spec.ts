import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  MEMBER,
  brDay,
  createReviewer,
  expectSteps,
  isoDay,
  linkIn,
  mailWith,
  signInAs,
  timelineOf,
} from './projects-helpers.ts';
import { pdf, unique } from './support.ts';

// Issue 14: a whole review cycle through the built console, three people in their own browsers: the administrator
// opens a session, the member proposes into it, a second reviewer takes part, and the project goes back and forth.

const CRITERIA = [
  { name: 'Relevância social', weight: '3', score: '8' },
  { name: 'Viabilidade', weight: '1', score: '6' },
];
// (8 × 3 + 6 × 1) / 4
const TOTAL = 'Total ponderado: 7,5';

/** The project's status as the chip beside its heading says it. */
const headingRow = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title }).locator('xpath=..');

test('a session opened through “Criar uma sessão” receives a project that goes through parecer, encaminhamento, retorno, devolutiva, resubmission and approval', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = unique();
  const sessionTitle = `Edital ${tag} — Educação`;
  const projectTitle = `Horta escolar ${tag}`;
  const reviewer = await createReviewer(request);
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const reviewerContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    const member = await memberContext.newPage();
    const second = await reviewerContext.newPage();

    await test.step('the administrator creates the session and opens it with a two-criteria rubric', async () => {
      await signInAs(admin, ADMIN);
      await admin.goto('/projetos');
      await expect(admin.getByRole('heading', { level: 1, name: 'Sessões de projetos' })).toBeVisible();
      await admin.getByRole('button', { name: 'Criar uma sessão' }).first().click();
      const create = admin.getByRole('dialog', { name: 'Criar uma sessão' });
      // Project mode of the edit modal: a title and the optional banner, no 'Descrição'.
      await expect(create.getByRole('textbox', { name: 'Descrição' })).toHaveCount(0);
      await expect(create.getByRole('button', { name: 'Enviar imagem' })).toBeVisible();
      await create.getByRole('textbox', { name: 'Título' }).fill(sessionTitle);
      await create.getByRole('button', { name: 'Salvar' }).click();
      await expect(create).toBeHidden();
      await expect(admin).toHaveURL(/\/projetos\/sessoes\/\d+$/);
      await expect(headingRow(admin, sessionTitle)).toContainText('Rascunho');

      // The period the dialog gave it holds today; the rubric and the opening are set on the session's page.
      const config = admin.getByRole('form', { name: 'Configuração' });
      await expect(config.getByRole('textbox', { name: 'Início das submissões' })).toHaveValue(brDay(isoDay(0)));
      await expect(config.getByRole('textbox', { name: 'Fim das submissões' })).toHaveValue(brDay(isoDay(30)));
      await config
        .getByRole('textbox', { name: 'Descrição do edital' })
        .fill('Projetos de educação ambiental em escolas públicas.');
      for (const [index, criterion] of CRITERIA.entries()) {
        await config.getByRole('button', { name: 'Adicionar critério' }).click();
        await config.getByRole('textbox', { name: `Critério ${index + 1}` }).fill(criterion.name);
        await config.getByRole('spinbutton', { name: 'Peso' }).nth(index).fill(criterion.weight);
      }
      await config.getByRole('combobox', { name: 'Situação da sessão' }).click();
      await admin.getByRole('option', { name: 'Aberta' }).click();
      await config.getByRole('button', { name: 'Salvar' }).click();
      await expect(headingRow(admin, sessionTitle)).toContainText('Aberta');
      await expect(config.getByRole('button', { name: 'Salvar' })).toBeDisabled();
      await expect(config.getByRole('textbox', { name: 'Critério 2' })).toHaveValue('Viabilidade');
      await expect(admin.getByText('Nenhum projeto nesta sessão ainda.')).toBeVisible();
    });

    await test.step('the member fills the proponent data', async () => {
      await signInAs(member, MEMBER);
      await member.goto('/meus-projetos');
      await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
      await member.getByRole('link', { name: 'Dados de proponente' }).click();
      await expect(member.getByRole('heading', { level: 1, name: 'Dados de proponente' })).toBeVisible();
      const form = member.getByRole('form', { name: 'Dados de proponente' });
      await form.getByRole('textbox', { name: 'Organização ou nome' }).fill(`Associação Raízes ${tag}`);
      const documentInput = form.getByRole('textbox', { name: 'CPF ou CNPJ' });
      await documentInput.fill('');
      await documentInput.pressSequentially('11222333000181');
      await expect(documentInput).toHaveValue('11.222.333/0001-81');
      await expect(form.getByText('CNPJ válido.')).toBeVisible();
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`contato.${tag}@raizes.org.br`);
      const phone = form.getByRole('textbox', { name: 'Telefone' });
      await phone.fill('');
      await phone.pressSequentially('11987654321');
      const cep = form.getByRole('textbox', { name: 'CEP' });
      await cep.fill('');
      await cep.pressSequentially('01310100');
      // The lookup (the stand-in service of the e2e run) fills the address; the member adds the number.
      await expect(form.getByRole('status').filter({ hasText: 'Endereço preenchido pelo CEP' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(form.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Paulista');
      await expect(form.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Bela Vista');
      await expect(form.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
      await form.getByRole('textbox', { name: 'Número' }).fill('1000');
      await expect(form.getByRole('combobox', { name: 'UF' })).toHaveText('SP');
      await form.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(member.getByText('Dados de proponente salvos.')).toBeVisible();
      await member.reload();
      await expect(
        member.getByRole('form', { name: 'Dados de proponente' }).getByRole('textbox', { name: 'CPF ou CNPJ' }),
      ).toHaveValue('11.222.333/0001-81');
    });

    let projectUrl = '';
    await test.step("the member creates a project in the session through 'Criar projeto', attaches a PDF and submits it", async () => {
      await member.goto('/meus-projetos');
      const card = member.getByRole('article', { name: sessionTitle });
      await expect(card).toContainText('Relevância social (peso 3)');
      await card.getByRole('button', { name: 'Criar projeto' }).click();
      const create = member.getByRole('dialog', { name: 'Criar projeto' });
      await create.getByRole('textbox', { name: 'Título' }).fill(projectTitle);
      await create.getByRole('button', { name: 'Salvar' }).click();
      await expect(member.getByRole('heading', { level: 1, name: 'Novo projeto' })).toBeVisible();
      const form = member.getByRole('form', { name: 'Projeto' });
      await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(projectTitle);
      await form.getByRole('textbox', { name: 'Resumo' }).fill('Uma horta cuidada pelos alunos do fundamental.');
      await form.getByRole('textbox', { name: 'Objetivos' }).fill('Ensinar o ciclo dos alimentos e a compostagem.');
      await form.getByRole('textbox', { name: 'Público-alvo' }).fill('Alunos do 3º ao 5º ano.');
      const budget = form.getByRole('textbox', { name: 'Orçamento (R$)' });
      await budget.pressSequentially('1250000');
      await expect(budget).toHaveValue('R$ 12.500,00');
      // The shared date field takes the day typed in the interface language's order (DD/MM/YYYY).
      for (const [label, day] of [
        [/^Início/, isoDay(40)],
        [/^Término/, isoDay(200)],
      ] as const) {
        const field = form.getByRole('textbox', { name: label });
        await field.click();
        await field.pressSequentially(brDay(day).replaceAll('/', ''));
        await expect(field).toHaveValue(brDay(day));
      }

      // The attachment goes through the upload dialog in file mode.
      await form.getByRole('button', { name: 'Anexar arquivo' }).click();
      const upload = member.getByRole('dialog', { name: 'Anexar arquivo ao projeto' });
      await upload.getByLabel('Escolher arquivo').setInputFiles({
        name: 'plano-de-trabalho.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('Plano de trabalho'),
      });
      await upload.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(upload).toBeHidden();
      await expect(
        form.getByRole('list', { name: 'Anexos' }).getByRole('link', { name: 'plano-de-trabalho.pdf' }),
      ).toBeVisible();

      await form.getByRole('button', { name: 'Salvar rascunho' }).click();
      await expect(member.getByText('Rascunho salvo.')).toBeVisible();
      await expect(member).toHaveURL(/\/meus-projetos\/\d+$/);
      projectUrl = member.url();
      await expect(headingRow(member, projectTitle)).toContainText('Rascunho');

      await member.getByRole('button', { name: 'Enviar projeto' }).click();
      const confirm = member.getByRole('dialog', { name: 'Enviar o projeto?' });
      await confirm.getByRole('button', { name: 'Enviar projeto' }).click();
      await expect(member.getByText('Projeto enviado para avaliação.')).toBeVisible();
      await expect(headingRow(member, projectTitle)).toContainText('Enviado');
      await expect(
        member.getByText('Projeto enviado: ele fica somente para leitura enquanto é avaliado.', { exact: false }),
      ).toBeVisible();
    });
    const projectId = Number(/\/meus-projetos\/(\d+)$/.exec(projectUrl)?.[1]);
    expect(projectId).toBeGreaterThan(0);

    const parecerText = `Parecer interno ${tag}: boa proposta, orçamento a detalhar.`;
    await test.step('the administrator writes an internal parecer with scores and forwards the project to the second reviewer', async () => {
      await admin.reload();
      const projects = admin.getByRole('table', { name: 'Projetos da sessão' });
      await projects.getByRole('link', { name: projectTitle }).click();
      await expect(admin).toHaveURL(new RegExp(`/projetos/projeto/${projectId}$`));
      await expect(headingRow(admin, projectTitle)).toContainText('Enviado');
      await expect(admin.getByRole('link', { name: 'plano-de-trabalho.pdf' })).toBeVisible();
      await expect(admin.getByText(`Associação Raízes ${tag}`)).toBeVisible();

      const parecer = admin.getByRole('form', { name: 'Parecer' });
      await expect(parecer.getByText('Total ponderado: dê as notas para calcular.')).toBeVisible();
      for (const criterion of CRITERIA)
        await parecer.getByRole('textbox', { name: `Nota de ${criterion.name}` }).fill(criterion.score);
      await expect(parecer.getByRole('status')).toHaveText(TOTAL);
      await parecer.getByRole('textbox', { name: 'Parecer' }).fill(parecerText);
      await parecer.getByRole('radio', { name: 'Pedir ajustes' }).check();
      await expect(parecer.getByRole('switch', { name: 'Interno: o proponente não vê este parecer' })).toBeChecked();
      await parecer.getByRole('button', { name: 'Registrar parecer' }).click();
      await expect(admin.getByText('Parecer registrado.')).toBeVisible();
      // A parecer on a sent project starts its analysis.
      await expect(headingRow(admin, projectTitle)).toContainText('Em análise');
      // The timeline writes numbers in the browser's locale, not the console's language (reported): 7,5 or 7.5.
      await expect(timelineOf(admin).getByRole('listitem').filter({ hasText: parecerText })).toContainText(
        /Total ponderado: 7[,.]5/,
      );

      await admin.getByRole('group', { name: 'Ações do projeto' }).getByRole('button', { name: 'Encaminhar' }).click();
      const forward = admin.getByRole('dialog', { name: 'Encaminhar projeto' });
      await forward.getByRole('button', { name: 'Escolher avaliador' }).click();
      const picker = admin.getByRole('dialog', { name: 'Escolher avaliador' });
      await picker.getByRole('searchbox').fill(reviewer.name);
      await picker.getByRole('button', { name: reviewer.name }).click();
      await expect(forward.getByText(reviewer.email)).toBeVisible();
      await forward.getByRole('textbox', { name: 'Etapa' }).fill('Comissão técnica');
      await forward.getByRole('textbox', { name: 'Observação' }).fill('Confira o orçamento, por favor.');
      await forward.getByRole('button', { name: 'Encaminhar' }).click();
      await expect(forward).toBeHidden();
      await expect(headingRow(admin, projectTitle)).toContainText('Encaminhado');
      await expect(admin.getByText(`Avaliador: ${reviewer.name}`).first()).toBeVisible();
    });

    await test.step('the second reviewer is told by e-mail, writes a parecer and returns the project', async () => {
      const mail = await mailWith(reviewer.email, projectTitle);
      expect(mail).toContain('encaminhou a você o projeto');
      expect(mail).toContain('Confira o orçamento, por favor.');
      const link = linkIn(mail, '/projetos/');
      expect(new URL(link).pathname).toBe(`/projetos/projeto/${projectId}`);

      // The reviewer signs in and follows the mail's link to the project.
      await signInAs(second, reviewer.email, reviewer.password);
      await second.goto(link);
      await expect(second).toHaveURL(new RegExp(`/projetos/projeto/${projectId}(\\?|$)`));
      await expect(headingRow(second, projectTitle)).toContainText('Encaminhado');
      const parecer = second.getByRole('form', { name: 'Parecer' });
      await parecer.getByRole('textbox', { name: 'Nota de Relevância social' }).fill('9');
      await parecer.getByRole('textbox', { name: 'Nota de Viabilidade' }).fill('5');
      await expect(parecer.getByRole('status')).toHaveText('Total ponderado: 8');
      await parecer.getByRole('textbox', { name: 'Parecer' }).fill('Orçamento conferido: detalhar os insumos.');
      await parecer.getByRole('radio', { name: 'Pedir ajustes' }).check();
      await parecer.getByRole('button', { name: 'Registrar parecer' }).click();
      await expect(second.getByText('Parecer registrado.')).toBeVisible();
      await second
        .getByRole('group', { name: 'Ações do projeto' })
        .getByRole('button', { name: 'Retomar análise' })
        .click();
      await expect(headingRow(second, projectTitle)).toContainText('Em análise');
    });

    let memberLink = '';
    const devolutivaText = `Detalhe o orçamento dos insumos da horta ${tag}.`;
    await test.step('the administrator sends a devolutiva asking for changes, and the member is told by e-mail', async () => {
      await admin.reload();
      await expect(headingRow(admin, projectTitle)).toContainText('Em análise');
      await expectSteps(admin, [{ kind: 'Retorno do avaliador', move: 'Encaminhado → Em análise' }]);
      await admin
        .getByRole('group', { name: 'Ações do projeto' })
        .getByRole('button', { name: 'Pedir ajustes' })
        .click();
      const dialog = admin.getByRole('dialog', { name: 'Devolutiva ao proponente' });
      await expect(dialog.getByRole('radio', { name: 'Ajustes' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'Mensagem ao proponente' }).fill(devolutivaText);
      await dialog.getByRole('button', { name: 'Enviar devolutiva' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Enviar a devolutiva?' });
      await expect(confirm).toContainText('Decisão: Ajustes.');
      await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(headingRow(admin, projectTitle)).toContainText('Devolvido para ajustes');

      const mail = await mailWith(MEMBER, devolutivaText);
      expect(mail).toContain('Seu projeto foi devolvido para ajustes');
      memberLink = linkIn(mail, '/meus-projetos/');
      expect(new URL(memberLink).pathname).toBe(`/meus-projetos/${projectId}`);
    });

    await test.step('the member reads what to change, edits the project and resubmits it; the internal parecer stays hidden', async () => {
      // The member follows the e-mail's link.
      await member.goto(memberLink);
      await expect(headingRow(member, projectTitle)).toContainText('Devolvido para ajustes');
      const notice = member.getByRole('region', { name: 'Devolutiva' });
      await expect(notice).toContainText('Devolutiva: ajustes pedidos');
      await expect(notice).toContainText('O que ajustar');
      await expect(notice).toContainText(devolutivaText);
      await expect(timelineOf(member)).not.toContainText(parecerText);
      await expect(timelineOf(member)).not.toContainText('Parecer');
      await expect(timelineOf(member)).not.toContainText('Encaminhamento');

      const form = member.getByRole('form', { name: 'Projeto' });
      await form
        .getByRole('textbox', { name: 'Objetivos' })
        .fill(
          'Ensinar o ciclo dos alimentos e a compostagem. Insumos: sementes R$ 800, ferramentas R$ 2.700, canteiros R$ 9.000.',
        );
      await form.getByRole('button', { name: 'Reenviar' }).click();
      const confirm = member.getByRole('dialog', { name: 'Reenviar o projeto?' });
      await confirm.getByRole('button', { name: 'Reenviar' }).click();
      await expect(member.getByText('Projeto reenviado para avaliação.')).toBeVisible();
      await expect(headingRow(member, projectTitle)).toContainText('Enviado');
      await expect(member.getByText('Insumos: sementes R$ 800', { exact: false })).toBeVisible();
    });

    await test.step('the administrator starts the analysis again and approves the project; the timeline shows every step', async () => {
      await admin.reload();
      await expect(headingRow(admin, projectTitle)).toContainText('Enviado');
      await admin
        .getByRole('group', { name: 'Ações do projeto' })
        .getByRole('button', { name: 'Iniciar análise' })
        .click();
      await expect(headingRow(admin, projectTitle)).toContainText('Em análise');
      await admin.getByRole('group', { name: 'Ações do projeto' }).getByRole('button', { name: 'Aprovar' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Devolutiva ao proponente' });
      await expect(dialog.getByRole('radio', { name: 'Aprovado' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'Mensagem ao proponente' }).fill('Projeto aprovado. Parabéns!');
      await dialog.getByRole('button', { name: 'Enviar devolutiva' }).click();
      await admin
        .getByRole('dialog', { name: 'Enviar a devolutiva?' })
        .getByRole('button', { name: 'Enviar', exact: true })
        .click();
      await expect(headingRow(admin, projectTitle)).toContainText('Aprovado');
      await expect(admin.getByRole('group', { name: 'Ações do projeto' })).toHaveCount(0);

      await expectSteps(admin, [
        { kind: 'Projeto criado' },
        { kind: 'Enviado para avaliação', move: 'Rascunho → Enviado' },
        { kind: 'Análise iniciada', move: 'Enviado → Em análise' },
        { kind: 'Parecer' },
        { kind: 'Encaminhamento', move: 'Em análise → Encaminhado' },
        { kind: 'Parecer' },
        { kind: 'Retorno do avaliador', move: 'Encaminhado → Em análise' },
        { kind: 'Devolutiva', move: 'Em análise → Devolvido para ajustes' },
        { kind: 'Enviado para avaliação', move: 'Devolvido para ajustes → Enviado' },
        { kind: 'Análise iniciada', move: 'Enviado → Em análise' },
        { kind: 'Devolutiva', move: 'Em análise → Aprovado' },
      ]);
      const entries = timelineOf(admin).getByRole('listitem');
      await expect(entries.filter({ hasText: parecerText })).toContainText('Interno');
      await expect(entries.filter({ hasText: 'Encaminhamento' })).toContainText(`Avaliador: ${reviewer.name}`);
      await expect(entries.filter({ hasText: 'Encaminhamento' })).toContainText('Etapa: Comissão técnica');
      await expect(entries.filter({ hasText: devolutivaText })).toContainText('Decisão: Ajustes');

      // The member's timeline has the steps meant for them and none of the internal ones.
      await member.reload();
      await expect(headingRow(member, projectTitle)).toContainText('Aprovado');
      await expect(member.getByRole('region', { name: 'Devolutiva' })).toContainText('Projeto aprovado. Parabéns!');
      await expectSteps(member, [
        { kind: 'Enviado para avaliação', move: 'Rascunho → Enviado' },
        { kind: 'Devolutiva', move: 'Em análise → Devolvido para ajustes' },
        { kind: 'Enviado para avaliação', move: 'Devolvido para ajustes → Enviado' },
        { kind: 'Devolutiva', move: 'Em análise → Aprovado' },
      ]);
      for (const hidden of ['Parecer', 'Encaminhamento', 'Retorno do avaliador', parecerText, 'Interno'])
        await expect(timelineOf(member)).not.toContainText(hidden);
      await mailWith(MEMBER, 'Projeto aprovado. Parabéns!');
    });
  } finally {
    await adminContext.close();
    await memberContext.close();
    await reviewerContext.close();
  }
});
