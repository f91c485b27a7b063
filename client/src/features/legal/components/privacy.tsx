import { PRIVACY } from '../legal.strings.js';
import { LegalPage } from './legal-page.js';

export function Privacy() {
  return <LegalPage document={PRIVACY} />;
}
