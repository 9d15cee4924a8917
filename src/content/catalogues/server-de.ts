import { acknowledgementCopy } from '../acknowledgement.ts';
import { retentionDays } from '../retention.ts';
import type { ServerWording } from '../server-wording.ts';
import { site } from '../site.ts';

const host = new URL(site.url).host;

/** The mail server's words in German: its refusals, its pages and the acknowledgement mail. */
export const words: ServerWording = {
  messages: {
    backToForm: 'Zurück zum Formular',
    challenge: {
      forged:
        'Die Prüfung des Formulars konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.',
      expired:
        'Die Prüfung des Formulars ist abgelaufen, während die Seite geöffnet war. Bitte senden Sie das Formular erneut.',
      used: 'Dieses Formular wurde mit dieser Prüfung bereits einmal gesendet. Bitte laden Sie die Seite neu, um es erneut zu senden.',
    },
    busy: 'Unser Server ist gerade ausgelastet. Bitte warten Sie einige Sekunden und senden Sie das Formular erneut.',
    fieldTooLong:
      'Ein Feld ist länger, als dieses Formular erlaubt. Bitte kürzen Sie es und senden Sie das Formular erneut.',
    fixListHeading: 'Bitte gehen Sie zurück und korrigieren Sie Folgendes:',
    methodNotAllowed: 'Diese Adresse nimmt nur Formulare per POST an.',
    tooManyFields: 'Das Formular hat mehr Felder gesendet, als es hat. Bitte senden Sie es erneut von der Seite aus.',
    tooManyFiles: 'Bitte hängen Sie nur eine Datei an.',
    tooManyUploads:
      'Aus Ihrem Netzwerk werden bereits mehrere Formulare gesendet. Bitte warten Sie, bis sie fertig sind, und senden Sie dieses dann erneut.',
    tooSlow:
      'Das Formular kam zu langsam an und wurde abgebrochen. Bitte prüfen Sie Ihre Verbindung und senden Sie das Formular erneut.',
    unreadable:
      'Die Formulardaten konnten nicht gelesen werden: Der Upload wurde unterbrochen oder ist kein Formular. Bitte senden Sie das Formular erneut.',
    wrongContentType: 'Senden Sie das Formular als multipart/form-data oder application/x-www-form-urlencoded.',
    fileUnsafe:
      'Diese Datei wirkt unsicher und wurde daher nicht angenommen. Bitte senden Sie eine saubere Kopie Ihres Lebenslaufs, zum Beispiel als PDF aus Ihrem Textverarbeitungsprogramm.',
    scanUnavailable:
      'Wir können Uploads gerade nicht auf Viren prüfen, daher wurde Ihr Lebenslauf nicht angenommen. Bitte versuchen Sie es in einer Minute erneut.',
    unsafeFile: {
      bomb: (label) =>
        `„${label}“ entpackt sich zu weit mehr, als ein Dokument braucht (über 50 MB, über 1.000 Teile oder mehr als 100 zu 1 gepackt).`,
      macros: (label) => `„${label}“ enthält Makros.`,
      program: (label) => `„${label}“ enthält ein eingebettetes Programm oder Objekt.`,
      damaged: (label) => `„${label}“ ist ein beschädigtes Dokument, das sich nicht prüfen lässt.`,
      markup: (label) => `„${label}“ enthält Webseiten-Code (HTML oder ein Skript), den ein PDF nie braucht.`,
      infected: (label) => `Unser Virenscanner hat in „${label}“ etwas Schädliches gefunden.`,
    },
  },
  acknowledgement: {
    greeting: 'Guten Tag,',
    forms: {
      enquiry: {
        subject: `Wir haben Ihre Anfrage erhalten – ${site.name}`,
        paragraphs: [
          'Vielen Dank für Ihre Anfrage. Sie liegt unserem Vertriebsteam vor, und ein erfahrener Entwickler antwortet Ihnen innerhalb eines Werktags mit Rückfragen, einem groben Plan und einer ehrlichen Schätzung.',
          `Ist Ihr Projekt dringend, rufen Sie uns unter ${site.phone.display} an, oder antworten Sie auf diese E-Mail, um etwas Vergessenes zu ergänzen.`,
        ],
      },
      careers: {
        subject: `Wir haben Ihre Bewerbung erhalten – ${site.name}`,
        paragraphs: [
          `Vielen Dank für Ihre Bewerbung bei ${site.name}. Unser Recruiting-Team sichtet jeden Lebenslauf innerhalb von zwei Wochen und meldet sich, wenn Ihr Profil zu einer offenen Stelle passt.`,
          `Wie Sie bei der Bewerbung zugestimmt haben, bewahren wir Ihren Lebenslauf und Ihre Angaben ${retentionDays} Tage lang auf, um Sie für diese und für in dieser Zeit frei werdende Stellen zu berücksichtigen, und löschen sie danach. Antworten Sie jederzeit auf diese E-Mail, wenn wir sie früher löschen sollen.`,
        ],
      },
      contact: {
        subject: `Wir haben Ihre Nachricht erhalten – ${site.name}`,
        paragraphs: [
          'Vielen Dank für Ihre Nachricht. Sie liegt unserem Team vor; ein Mensch liest sie und antwortet Ihnen innerhalb von zwei Werktagen per E-Mail.',
          `Ist es dringend, rufen Sie uns unter ${site.phone.display} an.`,
        ],
      },
    },
    privacy: `Zum Schutz Ihrer Privatsphäre wiederholt diese automatische Antwort nicht, was gesendet wurde. Sie erhalten sie, weil diese Adresse in einem Formular auf ${host} angegeben wurde; waren das nicht Sie, ignorieren Sie sie bitte. Wir senden höchstens eine solche Antwort pro Stunde und tragen niemanden in eine Mailingliste ein.`,
    signOff: `Mit freundlichen Grüßen\nIhr Team von ${site.name}`,
    signature: acknowledgementCopy.signature,
  },
  thankYou: { title: 'Vielen Dank!', back: 'Zurück zur Website' },
};
