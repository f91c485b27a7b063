import { TERMS } from '../legal.strings.js';
import { LegalPage } from './legal-page.js';

export function Terms() {
  return <LegalPage document={TERMS} />;
}
