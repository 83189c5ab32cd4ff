import type { LanguageCode, ReviewAspect } from '@travel/contracts';

// The built-in catalogue's reviewers: for each language the demo agencies speak, where its
// reviewers live, their first names, and the sentences a review is written from. A
// supplier's reviews are the guests' own words; these are as plain as a short review is.

export type Sentiment = 'great' | 'good' | 'mixed' | 'poor';

export interface ReviewVoice {
  countries: readonly string[];
  names: readonly string[];
  /** The first sentence, by how the stay went; two of each, so reviews vary. */
  openers: Record<Sentiment, readonly [string, string]>;
  /** One sentence for an aspect that pleased, one for an aspect that did not; `{city}` is the hotel's city. */
  aspects: Record<ReviewAspect, { good: string; bad: string }>;
}

export const REVIEW_VOICES: Record<LanguageCode, ReviewVoice> = {
  en: {
    countries: ['GB', 'US', 'AU', 'CA', 'IE'],
    names: ['Emma', 'Oliver', 'Sophie', 'James', 'Chloe', 'Liam', 'Grace', 'Noah', 'Olivia', 'Jack'],
    openers: {
      great: ['A wonderful stay from start to finish.', 'We loved everything about this hotel and would come back tomorrow.'],
      good: ['A very pleasant stay overall.', 'Good hotel, and we would happily stay again.'],
      mixed: ['An okay stay, with ups and downs.', 'Some things were good, others less so.'],
      poor: ['Disappointing, and not worth the price.', 'Unfortunately our stay did not go well.'],
    },
    aspects: {
      cleanliness: { good: 'The room was spotless and the bed very comfortable.', bad: 'The room could have been cleaner.' },
      location: { good: 'The location is perfect for exploring {city}.', bad: 'It is a long way from the sights of {city}.' },
      service: { good: 'The staff were friendly and helpful throughout.', bad: 'Check-in was slow and the staff seemed uninterested.' },
      value: { good: 'Great value for what you get.', bad: 'Too expensive for what it offers.' },
    },
  },
  es: {
    countries: ['ES', 'MX', 'AR', 'CO'],
    names: ['Lucía', 'Mateo', 'Sofía', 'Javier', 'Valentina', 'Diego', 'Carmen', 'Pablo'],
    openers: {
      great: ['Una estancia maravillosa de principio a fin.', 'Nos encantó todo del hotel y volveríamos mañana mismo.'],
      good: ['En general, una estancia muy agradable.', 'Buen hotel; repetiríamos sin dudarlo.'],
      mixed: ['Una estancia correcta, con altibajos.', 'Algunas cosas bien y otras no tanto.'],
      poor: ['Decepcionante, no vale lo que cuesta.', 'Por desgracia, la estancia no fue buena.'],
    },
    aspects: {
      cleanliness: { good: 'La habitación estaba impecable y la cama era muy cómoda.', bad: 'La habitación podría haber estado más limpia.' },
      location: { good: 'La ubicación es perfecta para recorrer {city}.', bad: 'Queda lejos de los lugares de interés de {city}.' },
      service: { good: 'El personal fue amable y atento en todo momento.', bad: 'El check-in fue lento y el personal parecía desinteresado.' },
      value: { good: 'Muy buena relación calidad-precio.', bad: 'Demasiado caro para lo que ofrece.' },
    },
  },
  pt: {
    countries: ['BR', 'PT'],
    names: ['João', 'Ana', 'Beatriz', 'Pedro', 'Mariana', 'Tiago', 'Inês', 'Rafael'],
    openers: {
      great: ['Uma estadia maravilhosa do início ao fim.', 'Gostamos de tudo neste hotel e voltaríamos sem pensar duas vezes.'],
      good: ['No geral, uma estadia muito agradável.', 'Bom hotel; ficaríamos aqui de novo com prazer.'],
      mixed: ['Uma estadia razoável, com altos e baixos.', 'Algumas coisas foram boas, outras nem tanto.'],
      poor: ['Decepcionante e não vale o preço.', 'Infelizmente, a nossa estadia não correu bem.'],
    },
    aspects: {
      cleanliness: { good: 'O quarto estava impecável e a cama era muito confortável.', bad: 'O quarto podia estar mais limpo.' },
      location: { good: 'A localização é perfeita para conhecer {city}.', bad: 'Fica longe das atrações de {city}.' },
      service: { good: 'Os funcionários foram simpáticos e prestativos o tempo todo.', bad: 'O check-in foi demorado e os funcionários pareciam desinteressados.' },
      value: { good: 'Ótima relação custo-benefício.', bad: 'Caro demais para o que oferece.' },
    },
  },
  da: {
    countries: ['DK'],
    names: ['Freja', 'Mads', 'Ida', 'Rasmus', 'Sofie', 'Anders'],
    openers: {
      great: ['Et vidunderligt ophold fra start til slut.', 'Vi elskede alt ved dette hotel og kommer gerne igen.'],
      good: ['Alt i alt et rigtig hyggeligt ophold.', 'Godt hotel, vi bor gerne her igen.'],
      mixed: ['Et okay ophold med op- og nedture.', 'Noget var godt, andet mindre godt.'],
      poor: ['Skuffende og ikke prisen værd.', 'Desværre blev opholdet ikke, som vi havde håbet.'],
    },
    aspects: {
      cleanliness: { good: 'Værelset var skinnende rent, og sengen var meget behagelig.', bad: 'Værelset kunne have været renere.' },
      location: { good: 'Beliggenheden er perfekt til at udforske {city}.', bad: 'Der er langt til seværdighederne i {city}.' },
      service: { good: 'Personalet var venligt og hjælpsomt hele vejen igennem.', bad: 'Indtjekningen tog lang tid, og personalet virkede uinteresseret.' },
      value: { good: 'Meget for pengene.', bad: 'For dyrt i forhold til, hvad man får.' },
    },
  },
  no: {
    countries: ['NO'],
    names: ['Ingrid', 'Lars', 'Sigrid', 'Henrik', 'Kari', 'Magnus'],
    openers: {
      great: ['Et fantastisk opphold fra start til slutt.', 'Vi elsket alt ved dette hotellet og kommer gjerne tilbake.'],
      good: ['Alt i alt et veldig hyggelig opphold.', 'Godt hotell, vi bor gjerne her igjen.'],
      mixed: ['Et greit opphold, med både opp- og nedturer.', 'Noe var bra, annet mindre bra.'],
      poor: ['Skuffende, og ikke verdt prisen.', 'Dessverre ble ikke oppholdet slik vi hadde håpet.'],
    },
    aspects: {
      cleanliness: { good: 'Rommet var skinnende rent og sengen veldig god.', bad: 'Rommet kunne vært renere.' },
      location: { good: 'Beliggenheten er perfekt for å utforske {city}.', bad: 'Det er langt til severdighetene i {city}.' },
      service: { good: 'De ansatte var vennlige og hjelpsomme hele veien.', bad: 'Innsjekkingen tok lang tid, og de ansatte virket uinteresserte.' },
      value: { good: 'Mye for pengene.', bad: 'For dyrt for det man får.' },
    },
  },
  de: {
    countries: ['DE', 'AT', 'CH'],
    names: ['Lena', 'Felix', 'Hannah', 'Jonas', 'Mia', 'Lukas'],
    openers: {
      great: ['Ein wunderbarer Aufenthalt von Anfang bis Ende.', 'Uns hat alles an diesem Hotel gefallen, wir kommen gerne wieder.'],
      good: ['Insgesamt ein sehr angenehmer Aufenthalt.', 'Gutes Hotel, wir würden jederzeit wieder hier übernachten.'],
      mixed: ['Ein ordentlicher Aufenthalt mit Höhen und Tiefen.', 'Manches war gut, anderes weniger.'],
      poor: ['Enttäuschend und den Preis nicht wert.', 'Leider war unser Aufenthalt nicht gut.'],
    },
    aspects: {
      cleanliness: { good: 'Das Zimmer war blitzsauber und das Bett sehr bequem.', bad: 'Das Zimmer hätte sauberer sein können.' },
      location: { good: 'Die Lage ist ideal, um {city} zu erkunden.', bad: 'Zu den Sehenswürdigkeiten von {city} ist es weit.' },
      service: { good: 'Das Personal war durchweg freundlich und hilfsbereit.', bad: 'Der Check-in dauerte lange und das Personal wirkte desinteressiert.' },
      value: { good: 'Sehr gutes Preis-Leistungs-Verhältnis.', bad: 'Zu teuer für das, was geboten wird.' },
    },
  },
  ar: {
    countries: ['AE', 'EG', 'SA', 'MA', 'JO'],
    names: ['ليلى', 'عمر', 'ياسمين', 'كريم', 'نور', 'أحمد'],
    openers: {
      great: ['إقامة رائعة من البداية إلى النهاية.', 'أحببنا كل شيء في هذا الفندق وسنعود إليه بكل سرور.'],
      good: ['إقامة ممتعة جداً بشكل عام.', 'فندق جيد، ويسعدنا أن نقيم فيه مرة أخرى.'],
      mixed: ['إقامة مقبولة فيها الجيد والسيئ.', 'بعض الأمور كانت جيدة وبعضها أقل من ذلك.'],
      poor: ['تجربة مخيبة للآمال ولا تستحق السعر.', 'للأسف لم تكن إقامتنا جيدة.'],
    },
    aspects: {
      cleanliness: { good: 'كانت الغرفة نظيفة جداً والسرير مريحاً للغاية.', bad: 'كان من الممكن أن تكون الغرفة أنظف.' },
      location: { good: 'الموقع مثالي لاستكشاف {city}.', bad: 'الفندق بعيد عن معالم {city}.' },
      service: { good: 'كان الموظفون ودودين ومتعاونين طوال الوقت.', bad: 'كان تسجيل الوصول بطيئاً وبدا الموظفون غير مهتمين.' },
      value: { good: 'قيمة ممتازة مقابل السعر.', bad: 'السعر مرتفع جداً مقارنة بما يقدمه.' },
    },
  },
  fr: {
    countries: ['FR', 'BE'],
    names: ['Camille', 'Hugo', 'Léa', 'Louis', 'Chloé', 'Antoine'],
    openers: {
      great: ['Un séjour merveilleux du début à la fin.', 'Nous avons tout aimé dans cet hôtel et reviendrions volontiers.'],
      good: ["Dans l'ensemble, un séjour très agréable.", 'Bon hôtel, nous y reviendrions avec plaisir.'],
      mixed: ['Un séjour correct, avec des hauts et des bas.', "Certaines choses étaient bien, d'autres moins."],
      poor: ['Décevant, et pas à la hauteur du prix.', "Malheureusement, notre séjour s'est mal passé."],
    },
    aspects: {
      cleanliness: { good: 'La chambre était impeccable et le lit très confortable.', bad: 'La chambre aurait pu être plus propre.' },
      location: { good: "L'emplacement est idéal pour découvrir {city}.", bad: "C'est loin des sites à voir de {city}." },
      service: { good: 'Le personnel a été aimable et serviable tout au long du séjour.', bad: "L'enregistrement a été long et le personnel semblait indifférent." },
      value: { good: 'Excellent rapport qualité-prix.', bad: 'Trop cher pour ce qui est proposé.' },
    },
  },
  sv: {
    countries: ['SE'],
    names: ['Astrid', 'Erik', 'Elsa', 'Oskar', 'Maja', 'Johan'],
    openers: {
      great: ['En underbar vistelse från början till slut.', 'Vi älskade allt med hotellet och kommer gärna tillbaka.'],
      good: ['Överlag en mycket trevlig vistelse.', 'Bra hotell, vi bor gärna här igen.'],
      mixed: ['En okej vistelse med både toppar och dalar.', 'Vissa saker var bra, andra mindre bra.'],
      poor: ['En besvikelse, och inte värt priset.', 'Tyvärr blev vistelsen inte som vi hade hoppats.'],
    },
    aspects: {
      cleanliness: { good: 'Rummet var skinande rent och sängen mycket skön.', bad: 'Rummet kunde ha varit renare.' },
      location: { good: 'Läget är perfekt för att upptäcka {city}.', bad: 'Det är långt till sevärdheterna i {city}.' },
      service: { good: 'Personalen var vänlig och hjälpsam hela tiden.', bad: 'Incheckningen tog lång tid och personalen verkade ointresserad.' },
      value: { good: 'Mycket prisvärt.', bad: 'För dyrt för vad man får.' },
    },
  },
};

/** How often each language's reviewers travel to a hotel abroad, relative to one another. */
export const TRAVELLER_WEIGHTS: Record<LanguageCode, number> = { en: 4, es: 2, pt: 1, da: 1, no: 1, de: 2, ar: 1, fr: 2, sv: 1 };
