import { defineWidget } from '../src/elements/define-widget';
import { enquiryFormWidget } from '../src/content/widgets/enquiry-form';
import { EnquiryForm } from '../src/sections/EnquiryForm';
import styles from '../src/sections/EnquiryForm?styles';

defineWidget(enquiryFormWidget, EnquiryForm, styles);
