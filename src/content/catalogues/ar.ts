import type { Catalogue } from '../catalogue.ts';
import { company } from '../company.ts';
import { resumeMaxMegabytes, resumeTypes } from '../resume-limits.ts';
import { retentionDays } from '../retention.ts';

const types = resumeTypes.join('، ');
const person = {
  name: { label: 'اسمك', term: 'الاسم', placeholder: 'الاسم الكامل' },
  email: { label: 'بريدك الإلكتروني', term: 'البريد الإلكتروني', placeholder: 'you@company.com' },
  phone: { label: 'رقم الهاتف', placeholder: '+971 4 123 4567' },
};
const account = {
  email: { label: 'البريد الإلكتروني', placeholder: 'عنوان البريد الإلكتروني' },
  password: { label: 'كلمة المرور', placeholder: 'كلمة المرور' },
};
const signIn = 'تسجيل الدخول';

/** The form widgets' words in Modern Standard Arabic; a widget in Arabic lays out right to left. */
export const catalogue: Catalogue = {
  code: 'ar',
  dir: 'rtl',
  validation: {
    required: (label) => `حقل «${label}» مطلوب.`,
    email: (label) => `يجب أن يكون «${label}» عنوان بريد إلكتروني صالحًا.`,
    lettersAndSpaces: (label) => `يجب ألّا يحتوي «${label}» إلا على حروف ومسافات.`,
    phone: (label) => `يجب أن يكون «${label}» رقم هاتف صالحًا.`,
    choice: (label) => `القيمة المختارة في «${label}» غير صالحة.`,
    maxLength: (label, max) => `يجب ألّا يتجاوز «${label}» ${max} من الأحرف.`,
    fileType: (label) => `يجب أن يكون «${label}» ملفًا من أحد الأنواع التالية: ${types}.`,
    fileSize: (label, megabytes = resumeMaxMegabytes) => `يجب ألّا يتجاوز حجم «${label}» ${megabytes} ميغابايت.`,
    confirmed: (label, other) => `«${label}» لا يطابق «${other}».`,
    accepted: (label) => `يُرجى الموافقة على «${label}».`,
  },
  form: {
    sending: 'جارٍ الإرسال…',
    uploading: (percent) => `جارٍ الرفع… ${Math.round(percent)}٪`,
    enquirySent: 'شكرًا لك! أُرسل استفسارك، وسنرد عليك خلال يوم عمل واحد.',
    contactSent: 'شكرًا لك! أُرسلت رسالتك، وسنتواصل معك قريبًا.',
    resumeReceived: 'شكرًا لك! تلقّينا سيرتك الذاتية، وسنتواصل معك عند توفّر وظيفة مناسبة.',
    commentAwaitingModeration: 'شكرًا لك! تعليقك قيد المراجعة، وسيظهر بعد الموافقة عليه.',
    fixErrors: 'يُرجى تصحيح الحقول المميّزة ثم المحاولة مرة أخرى.',
    tooLarge: `الملف كبير جدًا. يُرجى إرفاق ملف لا يتجاوز حجمه ${resumeMaxMegabytes} ميغابايت.`,
    unsupportedType: `نوع الملف هذا غير مقبول. يُرجى إرفاق ملف من نوع ${types}.`,
    tooManyRequests: 'أرسلت عدة رسائل في وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    serverUnavailable: `خادمنا غير متاح الآن. يُرجى المحاولة بعد قليل أو مراسلتنا على ${company.email}.`,
    networkError: 'تعذّر إرسال رسالتك. يُرجى التحقق من اتصالك ثم المحاولة مرة أخرى.',
    originRefused: `لا يمكن إرسال هذا النموذج من هذه الصفحة. يُرجى مراسلتنا على ${company.email}؛ وما كتبته لا يزال في النموذج لنسخه.`,
  },
  labels: {
    honeypot: 'اترك هذا الحقل فارغًا',
    uploadProgress: 'تقدّم الرفع',
    privacyNotice: {
      before: 'نستخدم بياناتك للرد عليك فقط، ولا نشاركها مع أحد. راجع ',
      link: 'سياسة الخصوصية',
      after: '.',
    },
  },
  consent: {
    before: `أوافق على أن تحتفظ ${company.name} بسيرتي الذاتية وبياناتي مدة ${retentionDays} يومًا للنظر في ترشيحي لهذه الوظيفة ولغيرها مما يُتاح خلال هذه المدة، كما توضّح `,
    link: 'سياسة الخصوصية',
    after: '. ويمكنني أن أطلب حذفها في أي وقت.',
  },
  forms: {
    enquiry: {
      fields: {
        ...person,
        project: {
          label: 'الخدمة',
          options: {
            '': 'اختر الخدمة',
            'web-app-development': 'تطوير تطبيقات الويب',
            'mobile-app-development': 'تطوير تطبيقات الجوال',
            'ui-ux': 'تصميم واجهات المستخدم وتجربته',
            'cloud-infrastructure': 'البنية التحتية السحابية',
            'it-staffing': 'توفير الكوادر التقنية',
            'offshore-development': 'التطوير الخارجي',
          },
        },
        message: { label: 'تفاصيل المشروع', placeholder: 'أخبرنا عن مشروعك وجدوله الزمني وميزانيته' },
      },
      submit: 'أرسل الاستفسار',
    },
    contact: {
      fields: {
        name: person.name,
        email: person.email,
        subject: {
          label: 'الموضوع',
          options: {
            '': 'الموضوع',
            'A new project': 'مشروع جديد',
            'A project like this one': 'مشروع مثل هذا',
            Partnership: 'شراكة',
            'Support for an existing system': 'دعم نظام قائم',
            'Something else': 'موضوع آخر',
          },
        },
        message: { label: 'الرسالة', placeholder: 'كيف يمكننا مساعدتك؟' },
      },
      submit: 'أرسل الرسالة',
    },
    careers: {
      fields: {
        ...person,
        message: {
          label: 'الرسالة (اختيارية)',
          term: 'الرسالة',
          placeholder: 'الوظيفة التي تهمك وأي شيء آخر ينبغي أن نعرفه',
        },
        consent: { label: 'الموافقة' },
      },
      upload: { label: 'السيرة الذاتية', placeholder: 'PDF أو DOC أو DOCX أو ODT أو RTF، حتى 5 ميغابايت' },
      submit: 'أرسل ملفك',
    },
  },
  account: {
    toasts: {
      emptyField: 'يُرجى ملء جميع الحقول.',
      loggedIn: `مرحبًا بعودتك! لقد سجّلت الدخول إلى ${company.name}.`,
      passwordSent: 'أرسلنا إليك رسالة بريد إلكتروني لإعادة تعيين كلمة المرور.',
      registered: 'اكتمل تسجيلك بنجاح!',
    },
    signIn: {
      fields: account,
      submit: signIn,
      remember: 'تذكّرني',
      forgot: 'هل نسيت كلمة المرور؟',
      socialHeading: 'أو سجّل الدخول باستخدام',
      register: 'أنشئ حسابًا مجانيًا',
      registerPrompt: 'ليس لديك حساب؟',
    },
    signUp: {
      fields: {
        full_name: { label: 'الاسم الكامل', placeholder: 'الاسم الكامل' },
        email: account.email,
        password: account.password,
        confirm_password: { label: 'تأكيد كلمة المرور', placeholder: 'أعد كتابة كلمة المرور' },
      },
      submit: 'إنشاء حساب',
      loginPrompt: 'لديك حساب بالفعل؟',
      login: signIn,
    },
    forgotPassword: {
      fields: { email: account.email },
      submit: 'أعد إرسال كلمة المرور',
      back: 'العودة إلى تسجيل الدخول',
    },
  },
};
