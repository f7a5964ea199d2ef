<?php
/**
 * The demo popups: one per open trigger, and a page to try them on.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use Inkblocks\Popups\Popup_Post_Type;
use RuntimeException;

/**
 * Creates a published popup for each trigger of SPEC 2.10, shown only on the page /popups/ (so articles stay
 * calm), plus that page with the elements the selector, hover and scroll-to triggers and an element trigger
 * (click-self) point at. The page-load popup carries the newsletter form for the demo list.
 */
final class Popups {

	/**
	 * Creates the step.
	 *
	 * @param int $author  Owner of the posts (the editor).
	 * @param int $list_id The newsletter list of the form in the page-load popup.
	 */
	public function __construct(
		private readonly int $author,
		private readonly int $list_id,
	) {}

	/**
	 * Creates the page and the popups.
	 *
	 * @return array{page: int, popups: array<string, int>}
	 * @throws RuntimeException When a post cannot be created.
	 */
	public function create(): array {
		$page    = $this->insert( 'page', 'Popups', 'popups', '' );
		$where   = array( 'page:' . $page );
		$form    = '<!-- wp:inkblocks/newsletter ' . wp_json_encode(
			array(
				'listId'                => $this->list_id,
				'closePopupWhenSuccess' => true,
			)
		) . ' /-->';
		$popups  = array(
			'page-load'       => $this->popup( 'Welcome aboard', 'page-load', array( 'page-load-delay' => 2 ), $where, $form ),
			'exit-intent'     => $this->popup( 'Before you go', 'exit-intent', array(), $where ),
			'user-inactivity' => $this->popup( 'Still there?', 'user-inactivity', array( 'user-inactivity-time' => 20 ), $where ),
			'scroll-trigger'  => $this->popup( 'Halfway through', 'scroll-trigger', array( 'scrolled-to' => 60 ), $where ),
			'on-date'         => $this->popup( 'Spring issue', 'on-date', array( 'on-date' => '2026-03-01' ), $where ),
			'on-time'         => $this->popup(
				'Late-night reading',
				'on-time',
				array(
					'on-time-start' => '22:00',
					'on-time-end'   => '23:59',
				),
				$where
			),
			'custom-selector' => $this->popup( 'Our house rules', 'custom-selector', array( 'custom-selector' => '.demo-open-rules' ), $where ),
			'click'           => $this->popup( 'Clicked', 'click', array( 'custom-selector' => '.demo-click' ), $where ),
			'hover'           => $this->popup( 'A closer look', 'hover', array( 'custom-selector' => '.demo-hover' ), $where ),
			'scroll-to'       => $this->popup( 'You found the end', 'scroll-to', array( 'custom-selector' => '.demo-scroll-to' ), $where ),
		);
		$trigger = esc_attr(
			(string) wp_json_encode(
				array(
					'trigger-type'   => 'click-self',
					'attached-popup' => $popups['custom-selector'],
				)
			)
		);
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => "<!-- wp:paragraph -->\n<p>Each popup of this page opens by another trigger. <a class=\"demo-open-rules\" href=\"#rules\">Read the house rules</a>, <a class=\"demo-click\" href=\"#click\">click here</a> or point at <span class=\"demo-hover\">this word</span>.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:html -->\n<p><button type=\"button\" class=\"demo-element-trigger\" data-inkblocks-popup-trigger=\"{$trigger}\">Show the house rules</button></p>\n<div style=\"height:250vh\" aria-hidden=\"true\"></div>\n<p class=\"demo-scroll-to\">The end of the page.</p>\n<!-- /wp:html -->",
			)
		);
		return array(
			'page'   => $page,
			'popups' => $popups,
		);
	}

	/**
	 * Creates a popup.
	 *
	 * @param string              $title      Title.
	 * @param string              $trigger    Open trigger.
	 * @param array<string,mixed> $settings   Settings besides the defaults.
	 * @param string[]            $conditions Display conditions.
	 * @param string              $content    Block markup after the intro paragraph.
	 */
	private function popup( string $title, string $trigger, array $settings, array $conditions, string $content = '' ): int {
		$id = $this->insert( Popup_Post_Type::POST_TYPE, $title, sanitize_title( $title ), "<!-- wp:paragraph -->\n<p>This popup opens by the {$trigger} trigger.</p>\n<!-- /wp:paragraph -->\n\n" . $content );
		update_post_meta(
			$id,
			Popup_Post_Type::SETTINGS_META,
			array(
				'open-trigger'     => $trigger,
				'conditions'       => $conditions,
				'use-ajax'         => 'click' === $trigger,
				'show-again-delay' => '3600',
			) + $settings
		);
		return $id;
	}

	/**
	 * Inserts a published post marked as demo content.
	 *
	 * @param string $type    Post type.
	 * @param string $title   Title.
	 * @param string $slug    Slug.
	 * @param string $content Content.
	 * @throws RuntimeException When WordPress refuses it.
	 */
	private function insert( string $type, string $title, string $slug, string $content ): int {
		return Demo_Post::insert(
			array(
				'post_title'   => $title,
				'post_name'    => $slug,
				'post_content' => $content,
				'post_type'    => $type,
				'post_author'  => $this->author,
			),
			$title
		);
	}
}
