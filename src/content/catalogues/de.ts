import type { Catalogue } from '../catalogue.ts';
import { company } from '../company.ts';
import { resumeMaxMegabytes, resumeTypes } from '../resume-limits.ts';
import { retentionDays } from '../retention.ts';

const types = resumeTypes.join(', ');
const person = {
  name: { label: 'Ihr Name', term: 'Name', placeholder: 'Vor- und Nachname' },
  email: { label: 'Ihre E-Mail-Adresse', term: 'E-Mail-Adresse', placeholder: 'sie@firma.de' },
  phone: { label: 'Telefonnummer', placeholder: '+49 30 1234567' },
};
const account = {
  email: { label: 'E-Mail', placeholder: 'E-Mail-Adresse' },
  password: { label: 'Passwort', placeholder: 'Passwort' },
};
const signIn = 'Anmelden';

/** The form widgets' words in German (formal "Sie", as a company writes to a visitor). */
export const catalogue: Catalogue = {
  code: 'de',
  dir: 'ltr',
  validation: {
    required: (label) => `Das Feld „${label}“ ist erforderlich.`,
    email: (label) => `„${label}“ muss eine gültige E-Mail-Adresse sein.`,
    lettersAndSpaces: (label) => `„${label}“ darf nur Buchstaben und Leerzeichen enthalten.`,
    phone: (label) => `„${label}“ muss eine gültige Telefonnummer sein.`,
    choice: (label) => `Die Auswahl für „${label}“ ist ungültig.`,
    maxLength: (label, max) => `„${label}“ darf höchstens ${max} Zeichen lang sein.`,
    fileType: (label) => `„${label}“ muss eine Datei dieser Typen sein: ${types}.`,
    fileSize: (label, megabytes = resumeMaxMegabytes) => `„${label}“ darf höchstens ${megabytes} MB groß sein.`,
    confirmed: (label, other) => `„${label}“ stimmt nicht mit „${other}“ überein.`,
    accepted: (label) => `Bitte bestätigen Sie „${label}“.`,
  },
  form: {
    sending: 'Wird gesendet…',
    uploading: (percent) => `Wird hochgeladen… ${Math.round(percent)} %`,
    enquirySent: 'Vielen Dank! Ihre Anfrage wurde gesendet. Wir antworten innerhalb eines Werktags.',
    contactSent: 'Vielen Dank! Ihre Nachricht wurde gesendet. Wir melden uns in Kürze bei Ihnen.',
    resumeReceived:
      'Vielen Dank! Wir haben Ihren Lebenslauf erhalten und melden uns, sobald eine passende Stelle frei ist.',
    commentAwaitingModeration: 'Vielen Dank! Ihr Kommentar wird geprüft und erscheint nach der Freigabe.',
    fixErrors: 'Bitte korrigieren Sie die markierten Felder und versuchen Sie es erneut.',
    tooLarge: `Die Datei ist zu groß. Bitte hängen Sie eine Datei von höchstens ${resumeMaxMegabytes} MB an.`,
    unsupportedType: `Dieser Dateityp wird nicht angenommen. Bitte hängen Sie eine Datei vom Typ ${types} an.`,
    tooManyRequests:
      'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    serverUnavailable: `Unser Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal oder schreiben Sie uns an ${company.email}.`,
    networkError:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    originRefused: `Dieses Formular kann von dieser Seite aus nicht senden. Bitte schreiben Sie uns an ${company.email}; Ihre Eingaben stehen zum Kopieren noch im Formular.`,
  },
  labels: {
    honeypot: 'Dieses Feld bitte leer lassen',
    uploadProgress: 'Fortschritt des Uploads',
    privacyNotice: {
      before: 'Wir verwenden Ihre Angaben nur, um Ihnen zu antworten, und geben sie nie weiter. Mehr in unserer ',
      link: 'Datenschutzerklärung',
      after: '.',
    },
  },
  consent: {
    before: `Ich bin einverstanden, dass ${company.name} meinen Lebenslauf und meine Angaben ${retentionDays} Tage lang aufbewahrt, um mich für diese und für in dieser Zeit frei werdende Stellen zu berücksichtigen, wie es die `,
    link: 'Datenschutzerklärung',
    after: ' erläutert. Ich kann jederzeit verlangen, dass sie gelöscht werden.',
  },
  forms: {
    enquiry: {
      fields: {
        ...person,
        project: {
          label: 'Leistung',
          options: {
            '': 'Leistung auswählen',
            'web-app-development': 'Entwicklung von Web-Apps',
            'mobile-app-development': 'Entwicklung von Mobile-Apps',
            'ui-ux': 'UI/UX-Design',
            'cloud-infrastructure': 'Cloud-Infrastruktur',
            'it-staffing': 'IT-Personal',
            'offshore-development': 'Offshore-Entwicklung',
          },
        },
        message: { label: 'Projektdetails', placeholder: 'Erzählen Sie uns von Ihrem Projekt, Zeitplan und Budget' },
      },
      submit: 'Anfrage senden',
    },
    contact: {
      fields: {
        name: person.name,
        email: person.email,
        subject: {
          label: 'Betreff',
          options: {
            '': 'Betreff',
            'A new project': 'Ein neues Projekt',
            'A project like this one': 'Ein Projekt wie dieses',
            Partnership: 'Partnerschaft',
            'Support for an existing system': 'Support für ein bestehendes System',
            'Something else': 'Etwas anderes',
          },
        },
        message: { label: 'Nachricht', placeholder: 'Wie können wir helfen?' },
      },
      submit: 'Nachricht senden',
    },
    careers: {
      fields: {
        ...person,
        message: {
          label: 'Nachricht (optional)',
          term: 'Nachricht',
          placeholder: 'Die Stelle, die Sie interessiert, und alles, was wir sonst wissen sollten',
        },
        consent: { label: 'Einwilligung' },
      },
      upload: { label: 'Lebenslauf', placeholder: 'PDF, DOC, DOCX, ODT oder RTF, bis 5 MB' },
      submit: 'Profil senden',
    },
  },
  account: {
    toasts: {
      emptyField: 'Bitte füllen Sie alle Felder aus.',
      loggedIn: `Willkommen zurück! Sie sind bei ${company.name} angemeldet.`,
      passwordSent: 'Wir haben Ihnen eine E-Mail zum Zurücksetzen Ihres Passworts gesendet.',
      registered: 'Ihre Registrierung war erfolgreich!',
    },
    signIn: {
      fields: account,
      submit: signIn,
      remember: 'Angemeldet bleiben',
      forgot: 'Passwort vergessen?',
      socialHeading: 'Oder anmelden mit',
      register: 'Kostenloses Konto erstellen',
      registerPrompt: 'Sie haben noch kein Konto?',
    },
    signUp: {
      fields: {
        full_name: { label: 'Vollständiger Name', placeholder: 'Vor- und Nachname' },
        email: account.email,
        password: account.password,
        confirm_password: { label: 'Passwort bestätigen', placeholder: 'Passwort wiederholen' },
      },
      submit: 'Registrieren',
      loginPrompt: 'Sie haben bereits ein Konto?',
      login: signIn,
    },
    forgotPassword: {
      fields: { email: account.email },
      submit: 'Passwort erneut senden',
      back: 'Zurück zur Anmeldung',
    },
  },
};
