import { byline } from './authors';
import { post } from './post';

/** Post: how the team chooses between React Native and Flutter. */
export const reactNativeOrFlutter = post({
  slug: 'react-native-or-flutter-how-we-choose',
  title: 'React Native or Flutter? How We Choose for Each Client',
  date: '2025-09-23',
  ...byline('karthik'),
  category: 'Development',
  tags: ['Mobile', 'Strategy'],
  image: {
    src: 'blog/react-native-flutter.svg',
    alt: 'Two phones side by side on a balance scale',
    width: 800,
    height: 450,
  },
  excerpt:
    'Both frameworks can ship an excellent app. The right choice depends less on benchmarks than on your team, your design and what the app needs from the device.',
});
