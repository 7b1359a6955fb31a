// Blog articles: mounting, maintenance, safety and special gas springs.

import {AUTHORS} from './authors.ts';
import type {ArticleSeed} from './types.ts';

export const usageArticles: ArticleSeed[] = [
  {
    id: 105,
    handle: 'monter-un-verin-a-gaz-tige-vers-le-bas',
    title: 'Monter un vérin à gaz : pourquoi la tige vers le bas, et les autres règles de pose',
    author: AUTHORS.julien,
    tags: ['montage', 'installation', 'conseils'],
    publishedAt: '2026-01-27T09:30:00Z',
    excerpt:
      "Tige vers le bas, alignement des fixations, course jamais en butée, pas d’effort latéral : les règles de montage qui font durer un vérin à gaz des dizaines de milliers de cycles.",
    seo: {
      title: 'Montage d’un vérin à gaz : tige vers le bas et règles de pose',
      description: "Comment bien monter un vérin à gaz : orientation tige vers le bas, points d’attache, alignement, efforts latéraux, serrage des rotules et vérifications après la pose.",
    },
    illustration: 'mounting',
    imageAlt: 'Vérin à gaz monté tige vers le bas, comparé à un montage tige vers le haut barré',
    contentHtml: `<p>Un vérin à gaz bien choisi mais mal monté peut perdre sa force en quelques mois. La plupart des retours que nous analysons au service après-vente ne viennent pas d’un défaut de fabrication mais d’une pose qui fait travailler le vérin hors de ses conditions normales. Les règles sont peu nombreuses ; les voici, avec leur raison d’être.</p>
<h2>Tige vers le bas, ou au moins en position fermée</h2>
<p>Un vérin à gaz contient de l’azote sous pression et une petite quantité d’huile. Cette huile lubrifie le joint de tige, qui assure toute l’étanchéité du vérin, et amortit la fin de course. Pour que le joint baigne dans l’huile, <strong>le vérin doit être monté tige vers le bas</strong>, c’est-à-dire avec le tube en haut.</p>
<p>Sur un capot ou un abattant, l’orientation change pendant le mouvement. L’essentiel est que la tige soit orientée vers le bas <strong>en position fermée</strong>, celle où l’ouvrant passe le plus de temps. Une inclinaison jusqu’à une trentaine de degrés au-dessus de l’horizontale reste acceptable. Monté tige en l’air, le joint sèche, s’use et laisse fuir le gaz : le vérin perd sa force en quelques milliers de cycles au lieu de plusieurs dizaines de milliers.</p>
<p>Deuxième effet de l’orientation : l’amortissement de fin de course n’agit que si l’huile se trouve du côté du piston au moment où la tige arrive en butée. Un vérin monté à l’envers claque en fin de course.</p>
<h2>Des fixations alignées, sans effort latéral</h2>
<p>Un vérin à gaz ne supporte que des efforts dans son axe. Toute force de travers plie la tige de quelques centièmes, use le guide et raye la tige, ce qui détruit le joint. Pour l’éviter :</p>
<ul>
<li>les deux points d’attache doivent être <strong>dans le même plan</strong> que le mouvement de l’ouvrant ;</li>
<li>utilisez des <strong>rotules</strong> dès que l’alignement n’est pas parfait, ou que le châssis peut se déformer ;</li>
<li>ne vous servez jamais du vérin comme d’une poignée, d’un guide ou d’un arrêt de porte.</li>
</ul>
<h2>La course n’est pas une butée</h2>
<p>En fin d’ouverture, le vérin ne doit pas arriver en bout de course sous l’effet de l’inertie de l’ouvrant. Prévoyez une butée mécanique ou un compas qui arrête le mouvement deux à cinq millimètres avant la sortie complète de la tige. De même, en position fermée, gardez quelques millimètres de course en réserve : un vérin comprimé à fond transmet les chocs de fermeture à ses embouts.</p>
<h2>Le point d’attache sur l’ouvrant</h2>
<p>Plus le point d’attache est loin de la charnière, plus le bras de levier est grand et plus la force nécessaire diminue, mais plus la course augmente. À l’inverse, un point d’attache trop proche de l’axe demande un vérin très fort et sollicite les fixations. Un bon compromis place souvent l’attache sur l’ouvrant entre le quart et le tiers de sa profondeur. Vérifiez aussi que la droite du vérin ne passe jamais par l’axe de la charnière pendant le mouvement : à ce « point mort », le vérin ne tient plus rien.</p>
<h2>La pose pas à pas</h2>
<ol>
<li>Maintenez l’ouvrant en position ouverte avec une cale ou l’aide d’une seconde personne.</li>
<li>Vissez les supports sur le bâti et sur l’ouvrant, avec des vis adaptées au matériau : la force d’un vérin de 500 N arrache facilement une vis à bois dans un aggloméré.</li>
<li>Clipsez ou vissez les embouts du vérin, tige vers le bas. Les rotules se serrent à la main puis d’un quart de tour : un serrage excessif écrase la rotule et bloque l’articulation.</li>
<li>Retirez la cale et manœuvrez doucement l’ouvrant sur toute sa course, en vérifiant qu’aucun élément ne frotte sur le tube ou la tige.</li>
</ol>
<h2>Les erreurs qui coûtent cher</h2>
<ul>
<li><strong>Peindre ou vernir le meuble avec la tige sortie</strong> : la moindre goutte sur la tige détruit le joint au premier cycle. Protégez-la ou démontez le vérin.</li>
<li><strong>Souder à proximité</strong> d’un vérin installé : la chaleur fait monter la pression et abîme les joints.</li>
<li><strong>Mélanger deux forces différentes</strong> sur un même ouvrant : le plus fort travaille seul et l’ouvrant se vrille.</li>
</ul>
<p>Un doute sur votre montage ? Envoyez-nous un croquis coté avec la masse de l’ouvrant : nous vérifions la cinématique et la force avant votre commande.</p>`,
  },
  {
    id: 106,
    handle: 'entretien-et-duree-de-vie-des-verins-a-gaz',
    title: 'Entretien et durée de vie des vérins à gaz : ce qu’il faut savoir',
    author: AUTHORS.sophie,
    tags: ['entretien', 'durée de vie', 'conseils'],
    publishedAt: '2026-02-24T08:00:00Z',
    excerpt:
      'Un vérin à gaz est étanche et ne se recharge pas : il ne demande presque rien, mais quelques gestes simples doublent sa durée de vie. Signes d’usure, nettoyage, stockage et remplacement.',
    seo: {
      title: 'Durée de vie et entretien d’un vérin à gaz',
      description: "Combien de cycles dure un vérin à gaz, quels signes annoncent son remplacement, comment le nettoyer et le stocker. Les conseils de notre responsable qualité.",
    },
    illustration: 'lifetime',
    imageAlt: 'Compteur de cycles et calendrier à côté d’un vérin à gaz',
    contentHtml: `<p>On nous demande souvent comment « entretenir » un vérin à gaz. La réponse courte : il n’y a presque rien à faire. Un vérin à gaz est un composant scellé, rempli d’azote et d’un peu d’huile, qui ne se regonfle pas et ne se démonte pas. Sa durée de vie dépend surtout de la façon dont il a été choisi et monté. Quelques gestes simples permettent pourtant d’en tirer le meilleur.</p>
<h2>Combien de temps dure un vérin à gaz ?</h2>
<p>Nos vérins sont donnés pour <strong>50 000 à 100 000 cycles</strong> selon les modèles, un cycle étant une compression suivie d’une détente complète. Pour un coffre ouvert dix fois par jour, cela représente plus de quinze ans d’usage. Dans la pratique, c’est souvent le temps qui limite la vie du vérin plutôt que le nombre de cycles : même au repos, le joint de tige laisse diffuser une infime quantité de gaz, et la force baisse lentement, de l’ordre de quelques pour cent par an.</p>
<p>Les essais de durée de vie que nous suivons sont réalisés tige vers le bas, à température ambiante, sans effort latéral. Chacun de ces paramètres, s’il n’est pas respecté, divise la durée de vie réelle.</p>
<h2>Les signes qui annoncent le remplacement</h2>
<ul>
<li><strong>L’ouvrant ne tient plus en position haute</strong> ou redescend lentement : le vérin a perdu une partie de son gaz.</li>
<li><strong>Des traces d’huile</strong> sur la tige ou au pied du tube : le joint fuit, la perte de force va s’accélérer.</li>
<li><strong>Des rayures ou de la corrosion sur la tige</strong> : chaque passage abîme le joint.</li>
<li><strong>Un claquement en fin de course</strong> : l’amortissement hydraulique n’agit plus, souvent parce que le vérin est monté à l’envers.</li>
<li><strong>Du jeu dans les embouts</strong> : les rotules et œillets s’usent aussi ; ils se remplacent séparément sur les modèles filetés.</li>
</ul>
<p>Par temps froid, une baisse de force est normale et réversible : comptez environ 3 % de moins par tranche de 10 °C sous 20 °C. Testez le vérin à température ambiante avant de conclure qu’il est usé.</p>
<h2>Les bons gestes</h2>
<ol>
<li><strong>Garder la tige propre.</strong> Essuyez-la avec un chiffon doux et sec si elle est exposée à la poussière, aux copeaux ou au sable. N’utilisez ni solvant, ni abrasif, ni graisse : la tige est déjà lubrifiée de l’intérieur.</li>
<li><strong>Ne jamais peindre la tige</strong>, ni la protéger avec un adhésif : les résidus détruisent le joint.</li>
<li><strong>Contrôler les fixations</strong> une à deux fois par an sur les ouvrants lourds : une vis desserrée crée un effort latéral qui use le vérin.</li>
<li><strong>Stocker les vérins de rechange tige vers le bas</strong>, dans un endroit tempéré. Un vérin stocké plusieurs mois à plat peut paraître « dur » au premier cycle : c’est l’huile qui se répartit, tout rentre dans l’ordre après quelques mouvements.</li>
<li><strong>Remplacer par paire.</strong> Sur un ouvrant à deux vérins, changez les deux en même temps, avec la même référence.</li>
</ol>
<h2>Peut-on recharger un vérin à gaz ?</h2>
<p>Non, pas un vérin standard : il est serti en usine et ne comporte aucune valve. Les rares vérins « réglables » possèdent une valve de décharge qui permet de <em>réduire</em> la force, jamais de l’augmenter. Toute tentative d’ouverture ou de perçage d’un vérin chargé est dangereuse : la pression interne peut dépasser 150 bar. Un vérin usé se remplace, puis se recycle selon la procédure décrite dans notre article sur la sécurité.</p>
<h2>Et la garantie ?</h2>
<p>Nos vérins sont garantis 2 ans, et 3 ans pour les modèles fabriqués en France. La garantie couvre les défauts de fabrication, notamment une perte de force anormale dans un montage conforme. Elle ne couvre pas l’usure liée à un montage tige vers le haut, à des efforts latéraux ou à une tige abîmée. En cas de doute, contactez notre service après-vente avec la référence et une photo du montage : nous vous aidons à identifier la cause avant de remplacer la pièce.</p>`,
  },
  {
    id: 107,
    handle: 'securite-et-recyclage-des-verins-a-gaz',
    title: 'Sécurité et recyclage des vérins à gaz : manipuler, dépressuriser, jeter',
    author: AUTHORS.sophie,
    tags: ['sécurité', 'recyclage', 'environnement'],
    publishedAt: '2026-05-20T08:00:00Z',
    excerpt:
      "Un vérin à gaz contient de l’azote à plus de 100 bar. Les règles de sécurité pour le manipuler, le transporter, et la façon de le dépressuriser avant de le confier au recyclage.",
    seo: {
      title: 'Sécurité et recyclage des vérins à gaz',
      description: "Les précautions pour manipuler un vérin à gaz sous pression, les gestes interdits, la dépressurisation avant recyclage et la filière de fin de vie des métaux et de l’huile.",
    },
    illustration: 'safety',
    imageAlt: 'Panneau d’avertissement à côté d’un vérin à gaz et symbole de recyclage',
    contentHtml: `<p>Un vérin à gaz a l’air inoffensif : un tube, une tige, deux embouts. Il renferme pourtant de l’azote comprimé à une pression qui peut dépasser <strong>150 bar</strong> sur les modèles puissants, soit environ cinquante fois la pression d’un pneu de voiture. Bien utilisé, il ne présente aucun danger ; maltraité, il peut projeter sa tige ou éclater. Voici les règles à connaître, de la pose au recyclage.</p>
<h2>Les gestes interdits</h2>
<ul>
<li><strong>Ne jamais ouvrir, percer ou scier</strong> un vérin chargé, sauf selon la procédure de dépressurisation décrite plus bas.</li>
<li><strong>Ne jamais chauffer</strong> un vérin : pas de chalumeau, pas de soudure à proximité, pas de stockage près d’une source de chaleur. La pression augmente avec la température.</li>
<li><strong>Ne pas tordre ni marquer la tige</strong>, ne pas s’en servir comme levier : une tige déformée peut rompre sous la pression.</li>
<li><strong>Ne pas jeter un vérin au feu</strong> ni dans les ordures ménagères.</li>
</ul>
<h2>Manipuler et démonter un vérin en place</h2>
<p>Un vérin monté est comprimé ou en appui : au démontage, il cherche à s’allonger. Mettez toujours l’ouvrant en position complètement ouverte, calez-le solidement, puis décrochez le vérin côté tige en premier. Sur un hayon, un capot moteur ou un lit coffre, travaillez à deux : l’ouvrant perd brutalement son assistance dès que le vérin est décroché. Portez des lunettes de protection, en particulier pour les rotules à clip que l’on soulève au tournevis.</p>
<h2>Transport et stockage</h2>
<p>Transportez les vérins dans leur emballage, calés pour qu’ils ne roulent pas, et stockez-les au sec, entre 0 et 40 °C, tige vers le bas. Un vérin tombé sur la tige doit être contrôlé : une tige rayée ou faussée ne doit pas être montée.</p>
<h2>Dépressuriser avant recyclage</h2>
<p>Un vérin usagé est principalement fait d’acier ou d’inox, donc parfaitement recyclable, mais les ferrailleurs refusent à juste titre les pièces sous pression. Il faut donc le vider de son gaz. La procédure recommandée par les fabricants est la suivante :</p>
<ol>
<li>Équipez-vous de <strong>lunettes de protection et de gants</strong>.</li>
<li>Serrez le vérin dans un étau, tige sortie, <strong>le tube couvert d’un chiffon épais</strong> pour retenir les projections d’huile.</li>
<li>Percez un trou de 2 à 3 mm <strong>dans le tube, du côté opposé à la tige</strong>, dans les vingt premiers millimètres à partir du fond. C’est la zone de la chambre de gaz, loin du piston et de la tige.</li>
<li>Percez lentement : à la sortie du foret, le gaz s’échappe avec un sifflement et un peu d’huile. Attendez que plus rien ne sorte.</li>
<li>Vérifiez que la tige se laisse enfoncer sans résistance : le vérin est alors vide.</li>
</ol>
<p>Ne percez jamais au milieu du tube ni du côté de la tige : vous risqueriez de rencontrer le piston ou une chambre encore sous pression. Les vérins blocables comportent deux chambres et une valve ; si vous ne pouvez pas les vider en sécurité, rapportez-les-nous.</p>
<h2>Que faire en cas d’incident ?</h2>
<p>Un vérin qui a été exposé à un incendie, écrasé ou plié ne doit plus être utilisé ni manipulé à mains nues : éloignez-le de toute source de chaleur, laissez-le refroidir et traitez-le comme une pièce sous pression. En cas de projection d’huile dans les yeux, rincez abondamment à l’eau claire pendant plusieurs minutes et consultez un médecin si l’irritation persiste. L’huile des vérins est une huile minérale ou synthétique peu toxique, mais elle rend les sols glissants : absorbez-la avec un produit adapté avant de reprendre le travail.</p>
<h2>La filière de fin de vie</h2>
<p>Une fois dépressurisé, le vérin se dépose en déchetterie avec les métaux ferreux, ou chez un ferrailleur. Récupérez l’huile dans le chiffon ou un bac, et déposez-la avec les huiles usagées : même en petite quantité, elle ne doit pas partir à l’égout. Les embouts en plastique se retirent et vont avec les déchets non recyclables.</p>
<p>Pour les professionnels qui remplacent des vérins en série, nous reprenons les vérins usagés lors d’une commande de remplacement équivalente : contactez-nous pour organiser la reprise. C’est aussi l’occasion d’analyser les pièces usées et de vérifier que le vérin choisi convient bien à l’application.</p>`,
  },
  {
    id: 108,
    handle: 'verins-a-gaz-blocables-fonctionnement-et-usages',
    title: 'Vérins à gaz blocables : fonctionnement, types de blocage et usages',
    author: AUTHORS.claire,
    tags: ['blocable', 'technique', 'mobilier', 'médical'],
    publishedAt: '2026-07-01T08:00:00Z',
    excerpt:
      "Un vérin blocable s’arrête et se verrouille où l’on veut grâce à une valve commandée par un poussoir. Blocage rigide ou élastique, commande, orientation : tout pour bien le choisir.",
    seo: {
      title: 'Vérin à gaz blocable : fonctionnement et choix',
      description: "Comment fonctionne un vérin à gaz blocable, différence entre blocage rigide et élastique, force de blocage, commande par levier ou câble, et applications.",
    },
    illustration: 'locking',
    imageAlt: 'Coupe d’un vérin à gaz blocable avec sa valve, son poussoir et un cadenas',
    contentHtml: `<p>Un vérin à gaz classique pousse jusqu’en fin de course ; il ne sait pas s’arrêter à mi-chemin. Le <strong>vérin blocable</strong> ajoute une valve dans le piston : fermée, elle immobilise la tige dans n’importe quelle position ; ouverte par un simple poussoir, elle laisse le vérin travailler comme un vérin ordinaire. C’est le composant qui permet de régler un dossier, une table ou un plan incliné à la position voulue.</p>
<h2>Comment ça marche</h2>
<p>Le piston d’un vérin blocable sépare deux chambres. Une tige de commande, creuse ou traversante, passe au centre de la tige principale et actionne une valve logée dans le piston. Quand on appuie sur le <strong>poussoir</strong> en bout de tige, la valve s’ouvre : le fluide passe d’une chambre à l’autre et la tige se déplace. Quand on relâche, la valve se ferme et le fluide est prisonnier : la tige est bloquée.</p>
<p>La commande se fait par un levier monté directement sur le poussoir, par un câble sous gaine de type Bowden pour un bouton déporté, ou par une pédale. La course du poussoir est de l’ordre de 2 à 3 mm et l’effort de déclenchement de quelques dizaines de newtons.</p>
<h2>Blocage élastique ou rigide</h2>
<p>C’est le choix principal, et il dépend de ce qui remplit les chambres.</p>
<ul>
<li><strong>Blocage élastique</strong> : les deux chambres contiennent du gaz. Bloquée, la tige peut encore s’enfoncer un peu sous une charge, comme un ressort très raide. C’est un confort recherché pour les dossiers de sièges et les fauteuils : l’utilisateur sent une légère souplesse.</li>
<li><strong>Blocage rigide</strong> : la chambre traversée par le piston est remplie d’huile, incompressible. Bloquée, la tige ne bouge pratiquement plus, jusqu’à des forces de blocage de plusieurs milliers de newtons. C’est le choix des tables réglables, des lits médicaux et des pupitres, où l’on ne veut aucun mouvement parasite.</li>
</ul>
<p>Les vérins à blocage rigide existent en deux versions : rigide en compression, rigide en traction, ou les deux. Il faut savoir dans quel sens la charge s’exerce sur le vérin bloqué.</p>
<h2>L’orientation compte encore plus</h2>
<p>Pour un blocage rigide en compression, l’huile doit se trouver du côté du piston qui supporte l’effort : le vérin se monte en général <strong>tige vers le bas</strong>, sans dépasser l’inclinaison indiquée par le fabricant. Monté à l’envers, du gaz passe dans la chambre d’huile et le blocage devient élastique. Vérifiez toujours la position de montage imposée sur la fiche du vérin.</p>
<h2>Force de poussée et force de blocage</h2>
<p>Un vérin blocable a deux caractéristiques de force :</p>
<ul>
<li><strong>la force de poussée</strong> F1, comme un vérin ordinaire, qui assiste le mouvement quand la valve est ouverte ;</li>
<li><strong>la force de blocage</strong>, c’est-à-dire la charge maximale que la tige retient sans glisser quand la valve est fermée. Elle est souvent plusieurs fois supérieure à la force de poussée.</li>
</ul>
<p>La force de poussée se calcule comme pour un vérin classique ; la force de blocage se vérifie avec la charge maximale appliquée sur l’élément bloqué, y compris une personne qui s’appuie sur une table ou un dossier.</p>
<h2>Les applications typiques</h2>
<ul>
<li>Dossiers et assises de fauteuils de repos ou de bureau (blocage élastique).</li>
<li>Tables et plans de travail à hauteur ou inclinaison réglable (blocage rigide).</li>
<li>Lits médicaux, fauteuils de soins et tables d’examen, où le réglage doit tenir pendant un soin.</li>
<li>Pupitres, écrans orientables, capots de machines à maintenir entrouverts.</li>
</ul>
<p>Les vérins blocables sont un peu plus chers et plus longs à courses égales que les vérins classiques, à cause de la valve. Pour une position fixe unique, un vérin classique associé à une butée reste plus simple. Dès qu’il faut plusieurs positions, ou une position infinie, le blocable s’impose. Décrivez-nous votre application : nous vous indiquons le type de blocage et la force adaptés.</p>`,
  },
];
