// GET /api/dog-training-prompt.pdf: the training prompt (common/training-prompt.ts) laid out as
// a real document: who it is for, how to use it, the prompt to copy, and the worked example.
// Built once per process: its content only changes with a new release.
import { PDFDocument } from 'pdf-lib';
import {
  TRAINING_PROMPT_AUDIENCE,
  TRAINING_PROMPT_BLOCKS,
  TRAINING_PROMPT_STEPS,
  TRAINING_PROMPT_SUBTITLE,
  TRAINING_PROMPT_TITLE,
  trainingPromptExampleJson,
} from '../../../common/training-prompt';
import { COLORS, FlowingPdf, standardFonts } from '../../platform/pdf-layout';

const BODY = { size: 10.5, leading: 15 };
const PROMPT = { size: 10, leading: 14 };
const MONO = { size: 8.5, leading: 11 };

let cached: Promise<Uint8Array> | undefined;

export function trainingPromptPdf(): Promise<Uint8Array> {
  cached ??= buildTrainingPromptPdf().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

export async function buildTrainingPromptPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`PawsConnect - ${TRAINING_PROMPT_TITLE}`);
  doc.setSubject(TRAINING_PROMPT_SUBTITLE);
  doc.setAuthor('PawsConnect');
  doc.setCreator('PawsConnect');
  doc.setKeywords(['dog training', 'curriculum builder', 'AI prompt', 'JSON']);
  const fonts = await standardFonts(doc);
  const pdf = new FlowingPdf(doc, fonts);
  const body = { font: fonts.regular, ...BODY };

  pdf.text('PAWSCONNECT TRAINER TOOLS', { font: fonts.bold, size: 9, leading: 14, color: COLORS.accent });
  pdf.text(TRAINING_PROMPT_TITLE, { font: fonts.bold, size: 24, leading: 30 });
  pdf.text(TRAINING_PROMPT_SUBTITLE, { font: fonts.regular, size: 12, leading: 16, color: COLORS.muted });
  pdf.space(6);
  pdf.rule();

  pdf.heading('Who it is for');
  pdf.text(TRAINING_PROMPT_AUDIENCE, body);

  pdf.heading('How to use it');
  TRAINING_PROMPT_STEPS.forEach((step, index) => {
    pdf.text(step, { ...body, indent: 18, marker: `${index + 1}.` });
    pdf.space(2);
  });

  pdf.heading('The prompt');
  pdf.text('Copy everything in the grey box into your AI assistant, then fill in the lines in square brackets.', body);
  pdf.space(6);
  pdf.panelGap(8);
  for (const block of TRAINING_PROMPT_BLOCKS) {
    if (block.kind === 'code') pdf.code(block.text, { font: fonts.mono, ...MONO, panel: true, indent: 6 });
    else if (block.kind === 'bullet') pdf.text(block.text, { font: fonts.regular, ...PROMPT, panel: true, indent: 20, marker: '-' });
    else pdf.text(block.text, { font: fonts.regular, ...PROMPT, panel: true });
    pdf.panelGap(block.kind === 'bullet' ? 2 : 6);
  }
  pdf.panelGap(3);

  pdf.heading('Worked example');
  pdf.text(
    'A small but complete program, exactly as the assistant should answer: two one-week modules with two lessons each. ' +
      'Pasted into the Curriculum Builder it imports without a single error. Note the units: price in cents, module duration in days, ' +
      'lesson completionTime in minutes.',
    body,
  );
  pdf.space(6);
  pdf.panelGap(8);
  pdf.code(trainingPromptExampleJson(), { font: fonts.mono, ...MONO, panel: true, indent: 6 });
  pdf.panelGap(8);

  pdf.heading('Before you publish');
  for (const check of [
    'Read every lesson as the owner will: is each step something they can do at home?',
    'Check the price (cents in the JSON, dollars in the builder) and the number of weeks.',
    'Add your own video links where a demonstration helps.',
    'Save it as a draft first; owners see it only once you publish.',
  ]) {
    pdf.text(check, { ...body, indent: 18, marker: '-' });
    pdf.space(2);
  }

  pdf.drawFooters(`PawsConnect - ${TRAINING_PROMPT_TITLE}`);
  return doc.save();
}
