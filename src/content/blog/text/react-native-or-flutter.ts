import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: how the team chooses between React Native and Flutter. */
export const reactNativeOrFlutterText = postText({
  body: [
    paragraph(
      'Clients ask us this question almost every week, usually after reading two articles that reach opposite conclusions. Our honest answer is that React Native and Flutter are both mature, both power apps used by millions of people, and both will serve most business apps well. The choice matters less than the quality of the team using it. Still, there are real differences, and for most projects they point in a clear direction.',
    ),
    heading('Start with the people who will maintain it'),
    paragraph(
      'An app lives far longer than its first release. If your company already has web developers who write React and TypeScript, React Native lets them read, review and eventually own the mobile code. Components, state management and testing habits carry over, and some business logic can be shared with the web app. Flutter uses Dart, which is easy to learn but is one more language to hire for. If you have no in-house developers, or your team is starting fresh, this factor carries less weight.',
    ),
    heading('Consider how custom the design is'),
    paragraph(
      'Flutter draws every pixel itself, so an app looks exactly the same on every phone. That is a gift for brand-heavy products with custom animation, charts and unusual layouts. React Native renders real platform components, so an app feels native on iOS and Android by default, but strongly customized designs take more work to keep consistent. If your designers want a distinctive look, Flutter tends to get there faster. If you want the app to feel like part of the phone, React Native has the edge.',
    ),
    heading('Look at what the app needs from the device'),
    paragraph(
      'Camera, maps, payments, push notifications and biometrics are well covered in both ecosystems. The gap appears with newer or niche platform features: a specific Bluetooth device, a brand-new OS capability, a vendor SDK that ships only for native code. Both frameworks let you write native modules, but you should budget for them. When an app is mostly device features behind a thin interface, we recommend Swift and Kotlin instead of either framework.',
    ),
    heading('Performance is rarely the deciding factor'),
    paragraph(
      'For forms, lists, dashboards and content, users cannot tell the difference. Flutter has a small advantage on animation-heavy screens, and React Native’s new architecture has closed most of the old gaps. Slow apps are almost always slow because of large images, chatty APIs or heavy work on the main thread, and those problems follow you into any framework.',
    ),
    heading('Our rule of thumb'),
    list(
      'Choose React Native when you have React developers, want to share code with a web app or want a platform-native feel.',
      'Choose Flutter when the design is highly custom, the team is new, or you want identical screens on every device.',
      'Choose native Swift and Kotlin when the app is mostly device features, or when performance is the product.',
    ),
    paragraph(
      'Whatever the choice, the things that decide whether an app succeeds stay the same: a clear scope, a design tested with real users, automated tests, crash reporting from the first build and a release process that lets you ship small updates often. Get those right and either framework will serve you well for years.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Vikram Shetty',
      '2025-09-25',
      'We went with Flutter for a retail app with lots of custom animation and it paid off. Hiring Dart developers in our city was the hard part, though.',
      [
        comment(
          'c1-r1',
          'Karthik Raghavan',
          '2025-09-25',
          'That matches what we see. Dart is quick to learn, so we often train strong mobile or web developers rather than hire for it directly.',
        ),
      ],
    ),
    comment(
      'c2',
      'Hannah Lee',
      '2025-09-27',
      'Would you still pick React Native for a small team that only needs Android for now?',
      [
        comment(
          'c2-r1',
          'Karthik Raghavan',
          '2025-09-28',
          'If iOS is likely within a year and the team knows React, yes. If Android is the only target for the foreseeable future, native Kotlin is a perfectly good and simpler option.',
          [
            comment(
              'c2-r1-r1',
              'Hannah Lee',
              '2025-09-28',
              'That helps, thank you. iOS is on our roadmap for next year, so we will take a closer look at React Native.',
            ),
          ],
        ),
      ],
    ),
  ],
});
