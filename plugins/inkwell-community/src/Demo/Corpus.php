<?php
/**
 * The text banks and the fixed taxonomy of the demo content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Read-only access to the data files under data/ plus the category and tag definitions.
 */
final class Corpus {

	/**
	 * Categories in creation order: slug => [name, parent slug or '', description, weight in the article mix].
	 *
	 * @var array<string, array{0: string, 1: string, 2: string, 3: float}>
	 */
	public const CATEGORIES = array(
		'health'     => array( 'Health', '', 'Everyday wellbeing: sleep, movement, food, stress and the habits that hold them together.', 3.0 ),
		'medical'    => array( 'Medical', 'health', 'Conditions, treatments, check-ups and research, explained in plain language by people who work in care.', 2.6 ),
		'technology' => array( 'Technology', '', 'Tools, gadgets and software that respect their users, with practical guides and honest reviews.', 2.0 ),
		'science'    => array( 'Science', '', 'Research, discoveries and the people behind them, from the ocean floor to the night sky.', 1.6 ),
		'travel'     => array( 'Travel', '', 'Slow journeys, good trains, honest itineraries and places worth staying a little longer.', 1.5 ),
		'food'       => array( 'Food', '', 'Cooking at home, seasonal ingredients and recipes that survive a busy weeknight.', 1.3 ),
		'culture'    => array( 'Culture', '', 'Books, music, film, theatre and the local places where culture actually happens.', 1.2 ),
		'design'     => array( 'Design', '', 'Typography, interfaces, accessibility and the craft of making things clear.', 1.0 ),
		'work'       => array( 'Work', '', 'Focus, feedback, careers and teams: how to do good work without burning out.', 1.2 ),
	);

	/**
	 * Tag slugs => names (twenty, shared between topics).
	 *
	 * @var array<string, string>
	 */
	public const TAGS = array(
		'wellbeing'     => 'Wellbeing',
		'habits'        => 'Habits',
		'fitness'       => 'Fitness',
		'sleep'         => 'Sleep',
		'mental-health' => 'Mental health',
		'patients'      => 'Patients',
		'prevention'    => 'Prevention',
		'research'      => 'Research',
		'privacy'       => 'Privacy',
		'productivity'  => 'Productivity',
		'open-source'   => 'Open source',
		'how-to'        => 'How-to',
		'accessibility' => 'Accessibility',
		'climate'       => 'Climate',
		'nature'        => 'Nature',
		'slow-travel'   => 'Slow travel',
		'photography'   => 'Photography',
		'books'         => 'Books',
		'recipes'       => 'Recipes',
		'careers'       => 'Careers',
	);

	/**
	 * Topic banks keyed by category slug.
	 *
	 * @var array<string, array<string, array<int, mixed>>>
	 */
	public readonly array $topics;

	/**
	 * Topic-neutral banks.
	 *
	 * @var array<string, mixed>
	 */
	public readonly array $phrases;

	/**
	 * Account banks.
	 *
	 * @var array<string, mixed>
	 */
	public readonly array $people;

	/** Loads the data files. */
	public function __construct() {
		$this->topics  = require INKWELL_COMMUNITY_DIR . '/demo/data/topics.php';
		$this->phrases = require INKWELL_COMMUNITY_DIR . '/demo/data/phrases.php';
		$this->people  = require INKWELL_COMMUNITY_DIR . '/demo/data/people.php';
	}
}
